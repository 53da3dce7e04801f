import type { ColumnDef } from '@tanstack/react-table';
import { useId } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { AdminMessage } from '../../lib/api/types';
import { NOTIFICATION_STATUSES } from '../../lib/domain/notifications';
import { isResendable } from '../../lib/validation/notification';
import { DataTable } from '../components/DataTable';
import { StatusBadge, statusLabel } from '../components/StatusBadge';
import { CHANNEL_LABELS, deliveryText, kindLabel, MESSAGE_STATUS_TONE } from './message-labels';
import { useMessages } from './useMessages';

/** The appointment whose messages to show, when the appointments screen sent us here. */
const appointmentIdFromState = (state: unknown): number | null => {
  const id = (state as { appointmentId?: unknown } | null)?.appointmentId;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null;
};

/** Every confirmation, reminder and notice the clinic sent or will send, and how delivery went. */
export function MessagesScreen() {
  const appointmentId = appointmentIdFromState(useLocation().state);
  const navigate = useNavigate();
  const messages = useMessages(appointmentId);
  const statusId = useId();
  const status = typeof messages.filters.status === 'string' ? messages.filters.status : '';

  const columns: ColumnDef<AdminMessage>[] = [
    { accessorKey: 'id', header: 'ID' },
    { accessorKey: 'kind', header: 'Kind', cell: ({ row }) => kindLabel(row.original.kind) },
    { accessorKey: 'channel', header: 'Channel', cell: ({ row }) => CHANNEL_LABELS[row.original.channel] },
    { accessorKey: 'recipient', header: 'Recipient', cell: ({ row }) => <span className="admin-message-recipient">{row.original.recipient}</span> },
    {
      accessorKey: 'status',
      header: 'Status',
      cell: ({ row }) => (
        <StatusBadge tone={MESSAGE_STATUS_TONE[row.original.status]} hasIcon>
          {statusLabel(row.original.status)}
        </StatusBadge>
      ),
    },
    { accessorKey: 'attempts', header: 'Attempts' },
    {
      accessorKey: 'last_error',
      header: 'Last error',
      enableSorting: false,
      cell: ({ row }) => {
        const error = row.original.last_error;
        return error ? (
          <span className="admin-message-error" title={error}>
            {error}
          </span>
        ) : (
          'N/A'
        );
      },
    },
    { accessorKey: 'sent_at', header: 'Sent at', cell: ({ row }) => deliveryText(row.original) },
    {
      id: 'actions',
      header: 'Actions',
      enableSorting: false,
      cell: ({ row }) => {
        const message = row.original;
        return (
          <div className="admin-row-actions">
            <Link className="button button-small button-quiet" to="view" state={{ id: message.id }}>
              Read<span className="visually-hidden"> message {message.id}</span>
            </Link>
            {isResendable(message.status) && (
              <button
                type="button"
                className="button button-small"
                disabled={messages.resendingId === message.id}
                onClick={() => void messages.resend(message)}
              >
                Resend<span className="visually-hidden"> message {message.id}</span>
              </button>
            )}
          </div>
        );
      },
    },
  ];

  const statusFilter = (
    <div className="admin-field admin-inline-field">
      <label htmlFor={statusId}>Status</label>
      <select id={statusId} value={status} onChange={(e) => messages.setFilters({ ...messages.filters, status: e.target.value || undefined })}>
        <option value="">All</option>
        {NOTIFICATION_STATUSES.map((value) => (
          <option key={value} value={value}>
            {statusLabel(value)}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <section className="admin-page">
      <h1>Messages</h1>
      {appointmentId && (
        <p className="admin-message-scope">
          Messages about appointment {appointmentId}.{' '}
          <button type="button" className="button button-small button-quiet" onClick={() => void navigate('.', { replace: true, state: null })}>
            Show all messages
          </button>
        </p>
      )}
      {messages.isLoading ? (
        <p>Loading...</p>
      ) : (
        <DataTable
          caption="Messages"
          columns={columns}
          data={messages.rows}
          server={messages.server}
          toolbar={statusFilter}
          emptyText="No messages yet."
        />
      )}
    </section>
  );
}
