import { useCallback, useEffect, useState } from 'react';
import toast, { type ToastOptions } from 'react-hot-toast';
import { adminApi } from '../session/session-store';

/** Loads an admin list; `reload` refetches it after a change (SPEC §7). `toastOptions` must be a constant. */
export function useAdminList<Row>(path: string, failureMessage: string, toastOptions?: ToastOptions) {
  const [rows, setRows] = useState<Row[]>([]);
  const [isLoading, setIsLoading] = useState(true);

  const reload = useCallback(async () => {
    try {
      setRows(await adminApi<Row[]>(path));
    } catch (err) {
      console.error(failureMessage, err);
      toast.error(failureMessage, toastOptions);
    } finally {
      setIsLoading(false);
    }
  }, [path, failureMessage, toastOptions]);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { rows, isLoading, reload };
}
