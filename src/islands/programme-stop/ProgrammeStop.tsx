import { useState } from 'react';
import { ApiError, api } from '../../lib/api/client';

interface ProgrammeStopCopy {
  intro: string;
  button: string;
  stopping: string;
  stopped: string;
  notFound: string;
  failed: string;
  myAppointments: string;
}

/** The one-tap stop of a programme's messages (issue 49): the token from the link, one button, the answer in the page's language. */
export default function ProgrammeStop({ copy, myAppointmentsHref }: { copy: ProgrammeStopCopy; myAppointmentsHref: string }) {
  const [state, setState] = useState<'idle' | 'stopping' | 'stopped' | 'notFound' | 'failed'>('idle');
  const stop = async () => {
    const token = new URLSearchParams(window.location.search).get('token') ?? '';
    setState('stopping');
    try {
      await api(`/v1/programme-stop/${encodeURIComponent(token)}`, { method: 'POST' });
      setState('stopped');
    } catch (err) {
      setState(err instanceof ApiError && err.status === 404 ? 'notFound' : 'failed');
    }
  };
  if (state === 'stopped' || state === 'notFound') {
    return (
      <div role="status">
        <p>{state === 'stopped' ? copy.stopped : copy.notFound}</p>
        <a href={myAppointmentsHref}>{copy.myAppointments}</a>
      </div>
    );
  }
  return (
    <div>
      <p>{copy.intro}</p>
      <button type="button" className="button" disabled={state === 'stopping'} onClick={() => void stop()}>
        {state === 'stopping' ? copy.stopping : copy.button}
      </button>
      {state === 'failed' && <p role="alert">{copy.failed}</p>}
    </div>
  );
}
