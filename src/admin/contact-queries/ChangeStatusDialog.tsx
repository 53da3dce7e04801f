import { useState } from 'react';
import './contact-queries.css';
import type { ContactQuery } from '../../lib/api/types';
import { CONTACT_QUERY_STATUSES, type ContactQueryStatus } from '../../lib/domain/contact-queries';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { SelectField } from '../components/form-fields';
import { StatusBadge, statusLabel } from '../components/StatusBadge';
import { displayedStatus, senderOf, statusTone } from './contact-query-status';

const STATUS_OPTIONS = CONTACT_QUERY_STATUSES.map((value) => ({ value, label: statusLabel(value) }));

interface ChangeStatusDialogProps {
  query: ContactQuery | null;
  isBusy: boolean;
  onConfirm: (status: ContactQueryStatus) => void;
  onCancel: () => void;
}

/** SPEC §2 'Change Query Status': any status may be chosen, with no restriction (SPEC §4). */
export function ChangeStatusDialog({ query, isBusy, onConfirm, onCancel }: ChangeStatusDialogProps) {
  const [chosen, setChosen] = useState<{ queryId: number; status: ContactQueryStatus } | null>(null);
  // The select starts at the query's current status each time the dialog opens for a query.
  const status = query && chosen?.queryId === query.id ? chosen.status : displayedStatus(query?.status ?? 'pending');

  return (
    <ConfirmDialog
      isOpen={query !== null}
      title="Change Query Status"
      confirmLabel={isBusy ? 'Updating...' : 'Update Status'}
      isBusy={isBusy}
      onConfirm={() => {
        setChosen(null);
        onConfirm(status);
      }}
      onCancel={() => {
        setChosen(null);
        onCancel();
      }}
    >
      {query && (
        <>
          <dl className="admin-details">
            <dt>ID</dt>
            <dd>{query.id}</dd>
            <dt>From</dt>
            <dd>{senderOf(query)}</dd>
            <dt>Subject</dt>
            <dd>{query.subject}</dd>
            <dt>Current Status</dt>
            <dd>
              <StatusBadge tone={statusTone(query.status)} hasIcon>
                {statusLabel(displayedStatus(query.status))}
              </StatusBadge>
            </dd>
          </dl>
          <SelectField
            label="New Status"
            name="status"
            value={status}
            options={STATUS_OPTIONS}
            onChange={(value) => setChosen({ queryId: query.id, status: value as ContactQueryStatus })}
          />
        </>
      )}
    </ConfirmDialog>
  );
}
