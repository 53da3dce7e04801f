import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { useLocation } from 'react-router';
import type { ContactQuery } from '../../lib/api/types';
import { formatDate } from '../../lib/format/date';
import type { ContactQueryStatus } from '../../lib/domain/contact-queries';
import { contactQueryAdminMessages as m } from '../../lib/validation/messages';
import { BackLink } from '../components/BackLink';
import { CORNER_TOAST } from '../components/corner-toast';
import { recordIdFromState } from '../components/record-id-state';
import { StatusBadge, statusLabel } from '../components/StatusBadge';
import { adminApi } from '../session/session-store';
import { ChangeStatusDialog } from './ChangeStatusDialog';
import { displayedStatus, statusTone } from './contact-query-status';

type Load = { state: 'loading' } | { state: 'missing' } | { state: 'loaded'; query: ContactQuery };

const BackToList = () => <BackLink to="/admin/contact-queries">Back to Contact Queries</BackLink>;

/** SPEC §2 contact query detail: the id comes in navigation state. */
export function ContactQueryDetailScreen() {
  const id = recordIdFromState(useLocation().state);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [isDialogOpen, setIsDialogOpen] = useState(false);
  const [isBusy, setIsBusy] = useState(false);

  useEffect(() => {
    if (!id) return;
    const controller = new AbortController();
    adminApi<ContactQuery>(`/v1/contact-queries/${id}`, { signal: controller.signal })
      .then((query) => setLoad({ state: 'loaded', query }))
      .catch(() => {
        if (controller.signal.aborted) return;
        toast.error(m.detailFetchFailed, CORNER_TOAST);
        setLoad({ state: 'missing' });
      });
    return () => controller.abort();
  }, [id]);

  const onChangeStatus = async (status: ContactQueryStatus) => {
    if (load.state !== 'loaded') return;
    setIsBusy(true);
    try {
      const query = await adminApi<ContactQuery>(`/v1/contact-queries/${load.query.id}/status`, { method: 'PATCH', body: { status } });
      setLoad({ state: 'loaded', query });
      toast.success(m.detailStatusUpdated(status), CORNER_TOAST);
    } catch {
      toast.error(m.detailStatusUpdateFailed, CORNER_TOAST);
    } finally {
      setIsBusy(false);
      setIsDialogOpen(false);
    }
  };

  if (!id) {
    return (
      <section className="admin-page">
        <BackToList />
        <p role="alert">{m.noId}</p>
      </section>
    );
  }
  if (load.state === 'loading') {
    return (
      <section className="admin-page">
        <p role="status">Loading contact query details...</p>
      </section>
    );
  }
  if (load.state === 'missing') {
    return (
      <section className="admin-page">
        <BackToList />
        <h1>Contact Query Not Found</h1>
      </section>
    );
  }

  const { query } = load;
  return (
    <section className="admin-page admin-query-detail">
      <BackToList />
      <header className="admin-query-header">
        <h1>Query #{query.id}</h1>
        <StatusBadge tone={statusTone(query.status)} hasIcon>
          {statusLabel(displayedStatus(query.status))}
        </StatusBadge>
        <button type="button" className="button" onClick={() => setIsDialogOpen(true)}>
          Change Status
        </button>
      </header>
      <h2>Contact Information</h2>
      <dl className="admin-details">
        <dt>Name</dt>
        <dd>{query.name}</dd>
        <dt>Email</dt>
        <dd>
          <a href={`mailto:${query.email}`}>{query.email}</a>
        </dd>
        {query.mobile && (
          <>
            <dt>Mobile</dt>
            <dd>
              <a href={`tel:${query.mobile}`}>{query.mobile}</a>
            </dd>
          </>
        )}
      </dl>
      <h2>Subject</h2>
      <p>{query.subject}</p>
      <h2>Message</h2>
      <p className="admin-query-message">{query.message}</p>
      <h2>Timeline</h2>
      <dl className="admin-details">
        <dt>Submitted</dt>
        <dd>{formatDate(query.createdAt, 'long')}</dd>
        <dt>Last Updated</dt>
        <dd>{formatDate(query.updatedAt, 'long')}</dd>
      </dl>
      <ChangeStatusDialog query={isDialogOpen ? query : null} isBusy={isBusy} onConfirm={onChangeStatus} onCancel={() => setIsDialogOpen(false)} />
    </section>
  );
}
