import { useEffect, useState } from 'react';
import { adminApiFetch } from '../session/session-store';
import { reportListFailure } from './useAdminList';

export type DialogData<T> = { status: 'closed' } | { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; data: T; headers: Headers };

/**
 * What a dialog shows about one record, fetched from `path` (with its query) each time the dialog
 * opens; null while it is closed (nothing to show, not even Loading). Another path's answer
 * never shows as this one's.
 */
export function useDialogFetch<T>(path: string | null, failureMessage: string): DialogData<T> {
  const [answer, setAnswer] = useState<{ path: string; data: DialogData<T> } | null>(null);

  useEffect(() => {
    if (path === null) return;
    let isCurrent = true;
    adminApiFetch<T>(path)
      .then(({ data, headers }) => {
        if (isCurrent) setAnswer({ path, data: { status: 'loaded', data, headers } });
      })
      .catch((err: unknown) => {
        if (!isCurrent) return;
        reportListFailure(failureMessage, err);
        setAnswer({ path, data: { status: 'failed' } });
      });
    return () => {
      isCurrent = false;
    };
  }, [path, failureMessage]);

  if (path === null) return { status: 'closed' };
  return answer !== null && answer.path === path ? answer.data : { status: 'loading' };
}
