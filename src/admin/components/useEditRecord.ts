import { useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';

interface EditRecordOptions<T> {
  /** Fetches the record (undefined: there is none with the id). */
  load: (id: number, signal: AbortSignal) => Promise<T | undefined>;
  /** Fills the form from it. */
  onLoaded: (record: T) => void;
  /** The list to go back to when the id or the record is missing. */
  listPath: string;
  notFound: string;
}

/**
 * The record an edit screen changes, loaded once for its id (null until then): a missing id or
 * record goes back to the list with a toast, as SPEC §2 has the edit screens do.
 */
export function useEditRecord<T>(id: number | null, { load, onLoaded, listPath, notFound }: EditRecordOptions<T>): T | null {
  const navigate = useNavigate();
  const [record, setRecord] = useState<T | null>(null);
  // The screen's callbacks are new each render; the load runs again only for another id.
  const latest = useRef({ load, onLoaded });
  latest.current = { load, onLoaded };

  useEffect(() => {
    const controller = new AbortController();
    const leave = () => {
      toast.error(notFound);
      void navigate(listPath, { replace: true });
    };
    if (id === null) {
      leave();
      return;
    }
    latest.current
      .load(id, controller.signal)
      .then((found) => {
        if (found === undefined) {
          leave();
          return;
        }
        latest.current.onLoaded(found);
        setRecord(found);
      })
      .catch(() => {
        if (!controller.signal.aborted) leave();
      });
    return () => controller.abort();
  }, [id, navigate, listPath, notFound]);

  return record;
}
