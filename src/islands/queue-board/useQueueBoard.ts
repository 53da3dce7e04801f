import { useEffect, useRef, useState } from 'react';
import { api } from '../../lib/api/client';
import type { QueueBoard } from '../../lib/api/types';
import { QUEUE_BOARD_REFRESH_MS } from '../../lib/domain/queue';

export type BoardState =
  | { kind: 'loading' }
  | { kind: 'failed' }
  /** The last board read; `stale` when the latest read failed (the screen keeps showing it). */
  | { kind: 'ready'; board: QueueBoard; readAt: Date; stale: boolean };

/** The doctor of /queue-board?doctor=… (a positive whole number), or none: every doctor's queue. */
const doctorOfUrl = (search: string): number | undefined => {
  const value = new URLSearchParams(search).get('doctor');
  return value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : undefined;
};

/** Reads the public board now and every ten seconds while the page is open; a failed read keeps the last board. */
export function useQueueBoard(): BoardState {
  const [state, setState] = useState<BoardState>({ kind: 'loading' });
  const last = useRef<BoardState>(state);
  useEffect(() => {
    const doctorId = doctorOfUrl(window.location.search);
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const show = (next: BoardState) => {
      last.current = next;
      if (!stopped) setState(next);
    };
    const read = async () => {
      try {
        const board = await api<QueueBoard>('/v1/queue-board', { query: { doctorId }, cache: 'no-store' });
        show({ kind: 'ready', board, readAt: new Date(), stale: false });
      } catch {
        const previous = last.current;
        show(previous.kind === 'ready' ? { ...previous, stale: true } : { kind: 'failed' });
      }
      if (!stopped) timer = setTimeout(() => void read(), QUEUE_BOARD_REFRESH_MS);
    };
    void read();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, []);
  return state;
}
