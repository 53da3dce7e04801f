import toast from 'react-hot-toast';
import type { AuditEvent } from '../../lib/api/types';
import { ADMIN_LIST_SORTS, MAX_PAGE_SIZE } from '../../lib/validation/admin-list';
import { auditMessages as m } from '../../lib/validation/messages';
import { type ListFilters, sortQuery, usePagedAdminList } from '../components/usePagedAdminList';
import { adminApiFetch } from '../session/session-store';

const PATH = '/v1/audit-events';
/** The most events one export loads: the trail has no end, a spreadsheet does. */
export const AUDIT_EXPORT_CAP = 10_000;

/** The trail, server-paged and filtered; the export loads the filtered events page by page, up to the cap. */
export function useAuditLog(initialFilters: ListFilters) {
  const list = usePagedAdminList<AuditEvent>(PATH, ADMIN_LIST_SORTS.auditEvents, m.fetchFailed, undefined, initialFilters);
  const query = { ...list.filters, ...sortQuery(list.server.sorting) };

  const loadAll = async (): Promise<AuditEvent[]> => {
    // Keyed by id: an event written while paging pushes the newest-first list down, repeating a row.
    const events = new Map<number, AuditEvent>();
    let total = 0;
    for (let offset = 0; offset < AUDIT_EXPORT_CAP; offset += MAX_PAGE_SIZE) {
      const limit = Math.min(MAX_PAGE_SIZE, AUDIT_EXPORT_CAP - offset);
      const { data, headers } = await adminApiFetch<AuditEvent[]>(PATH, { query: { ...query, limit, offset } });
      total = Number(headers.get('X-Total-Count') ?? data.length);
      for (const event of data) events.set(event.id, event);
      if (data.length < limit || offset + limit >= total) break;
    }
    if (total > AUDIT_EXPORT_CAP) toast(m.exportCapped(AUDIT_EXPORT_CAP, total), { duration: 10_000 });
    return [...events.values()];
  };

  return { ...list, server: { ...list.server, loadAll } };
}
