import { useCallback, useEffect, useState } from 'react';
import toast, { type ToastOptions } from 'react-hot-toast';
import { adminApi } from '../session/session-store';

/** A list that failed to load: logged for the developer, a toast for the admin. */
export function reportListFailure(failureMessage: string, err: unknown, toastOptions?: ToastOptions) {
  console.error(failureMessage, err);
  toast.error(failureMessage, toastOptions);
}

/**
 * Loads a short admin list whole (doctors, services, recipes); the table pages and sorts it.
 * `reload` refetches it after a change (SPEC §7). `toastOptions` must be a constant.
 */
export function useAdminList<Row>(path: string, failureMessage: string, toastOptions?: ToastOptions) {
  const [rows, setRows] = useState<Row[]>([]);
  const [isLoading, setIsLoading] = useState(true);

  const reload = useCallback(async () => {
    try {
      setRows(await adminApi<Row[]>(path));
    } catch (err) {
      reportListFailure(failureMessage, err, toastOptions);
    } finally {
      setIsLoading(false);
    }
  }, [path, failureMessage, toastOptions]);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { rows, isLoading, reload };
}
