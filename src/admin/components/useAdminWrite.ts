import { useState } from 'react';
import toast, { type ToastOptions } from 'react-hot-toast';
import { errorMessage } from '../../lib/api/client';

/**
 * One API write from an admin dialog: busy while it runs, then a toast saying it was done (`done`)
 * or why not (the server's message, else `failed`). It answers whether the write was done.
 */
export function useAdminWrite(toastOptions?: ToastOptions) {
  const [isBusy, setIsBusy] = useState(false);
  const write = async (request: () => Promise<unknown>, done: string, failed: string) => {
    setIsBusy(true);
    try {
      await request();
      toast.success(done, toastOptions);
      return true;
    } catch (err) {
      toast.error(errorMessage(err, failed), toastOptions);
      return false;
    } finally {
      setIsBusy(false);
    }
  };
  return { isBusy, write };
}
