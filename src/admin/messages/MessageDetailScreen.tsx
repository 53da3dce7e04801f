import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { useLocation } from 'react-router';
import type { AdminMessageDetail } from '../../lib/api/types';
import { notificationAdminMessages as m } from '../../lib/validation/messages';
import { isResendable } from '../../lib/validation/notification';
import { BackLink } from '../components/BackLink';
import { recordIdFromState } from '../components/record-id-state';
import { StatusBadge, statusLabel } from '../components/StatusBadge';
import { adminApi } from '../session/session-store';
import { CHANNEL_LABELS, deliveryText, kindLabel, MESSAGE_STATUS_TONE } from './message-labels';
import { resendMessage } from './useMessages';

type Load = { state: 'loading' } | { state: 'missing' } | { state: 'loaded'; message: AdminMessageDetail };

const BackToList = () => <BackLink to="/admin/messages">Back to Messages</BackLink>;

/** Offers an attachment (the calendar file) as a download of exactly what was sent. */
function downloadAttachment(attachment: AdminMessageDetail['attachments'][number]) {
  const url = URL.createObjectURL(new Blob([attachment.content], { type: attachment.content_type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = attachment.filename;
  link.click();
  URL.revokeObjectURL(url);
}

/** One message as it was sent: the plain text, and the HTML in a sandbox that runs nothing. */
export function MessageDetailScreen() {
  const id = recordIdFromState(useLocation().state);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [isBusy, setIsBusy] = useState(false);

  useEffect(() => {
    if (!id) return;
    const controller = new AbortController();
    adminApi<AdminMessageDetail>(`/v1/notifications/${id}`, { signal: controller.signal })
      .then((message) => setLoad({ state: 'loaded', message }))
      .catch(() => {
        if (controller.signal.aborted) return;
        toast.error(m.detailFetchFailed);
        setLoad({ state: 'missing' });
      });
    return () => controller.abort();
  }, [id]);

  if (!id || load.state === 'missing') {
    return (
      <section className="admin-page">
        <BackToList />
        <p>Message not found.</p>
      </section>
    );
  }
  if (load.state === 'loading') return <p className="admin-page">Loading...</p>;
  const { message } = load;

  const onResend = async () => {
    setIsBusy(true);
    if (await resendMessage(message.id)) setLoad({ state: 'loaded', message: { ...message, status: 'queued', attempts: 0 } });
    setIsBusy(false);
  };

  return (
    <section className="admin-page admin-message">
      <BackToList />
      <h1>{message.subject}</h1>
      <dl className="admin-details">
        <dt>Kind</dt>
        <dd>{kindLabel(message.kind)}</dd>
        <dt>To</dt>
        <dd>
          {message.recipient} ({statusLabel(message.audience)}, {CHANNEL_LABELS[message.channel]})
        </dd>
        <dt>Status</dt>
        <dd>
          <StatusBadge tone={MESSAGE_STATUS_TONE[message.status]} hasIcon>
            {statusLabel(message.status)}
          </StatusBadge>
        </dd>
        <dt>Attempts</dt>
        <dd>{message.attempts}</dd>
        <dt>Sent at</dt>
        <dd>{deliveryText(message, 'long')}</dd>
        {message.last_error && (
          <>
            <dt>Last error</dt>
            <dd>{message.last_error}</dd>
          </>
        )}
        <dt>Sent through</dt>
        <dd>{message.provider ?? 'N/A'}</dd>
      </dl>
      {isResendable(message.status) && (
        <p>
          <button type="button" className="button" onClick={() => void onResend()} disabled={isBusy}>
            Resend
          </button>
        </p>
      )}
      <h2>Text</h2>
      <pre className="admin-message-text">{message.body_text}</pre>
      {message.body_html && (
        <>
          <h2>As the e-mail shows it</h2>
          {/* An empty sandbox: no scripts, no forms, no navigation of this page from the message. */}
          <iframe className="admin-message-html" title={`E-mail: ${message.subject}`} sandbox="" srcDoc={message.body_html} />
        </>
      )}
      {message.attachments.length > 0 && (
        <>
          <h2>Attachments</h2>
          <ul>
            {message.attachments.map((attachment) => (
              <li key={attachment.filename}>
                <button type="button" className="button button-small button-quiet" onClick={() => downloadAttachment(attachment)}>
                  Download {attachment.filename}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
