import type { AuditEvent } from '../../lib/api/types';
import { formatPaise } from '../../lib/format/money';
import { auditTime } from './audit-labels';

/** One field an event touched: a dotted path into the record, with its values before and after. */
export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

/** Created (only an after), deleted (only a before), changed (both) or nothing recorded (a login). */
export type ChangeKind = 'created' | 'deleted' | 'changed' | 'none';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The leaves of a JSON value by dotted path ({ a: { b: 1 } } → a.b = 1); arrays and scalars are leaves. */
function leaves(value: unknown, prefix = '', into = new Map<string, unknown>()): Map<string, unknown> {
  if (isRecord(value) && Object.keys(value).length > 0) {
    for (const [key, item] of Object.entries(value)) leaves(item, prefix ? `${prefix}.${key}` : key, into);
  } else if (value !== null && value !== undefined) {
    into.set(prefix || 'value', value);
  }
  return into;
}

export function changeKind({ before, after }: Pick<AuditEvent, 'before' | 'after'>): ChangeKind {
  const hasBefore = before !== null && before !== undefined;
  const hasAfter = after !== null && after !== undefined;
  if (hasBefore && hasAfter) return 'changed';
  return hasAfter ? 'created' : hasBefore ? 'deleted' : 'none';
}

/**
 * The fields an event changed. A created or deleted record lists what it held; a change lists
 * the fields of `after` whose value differs, since some events record only what they set
 * (a resend stores just the new status against the whole row before it).
 */
export function fieldChanges(event: Pick<AuditEvent, 'before' | 'after'>): FieldChange[] {
  const before = leaves(event.before);
  const after = leaves(event.after);
  const fields = [...(changeKind(event) === 'deleted' ? before : after).keys()];
  return fields
    .map((field) => ({ field, before: before.get(field), after: after.get(field) }))
    .filter((change) => JSON.stringify(change.before) !== JSON.stringify(change.after));
}

/** Record keeping every row carries; left out of the short summary (the details show it). */
const BOOKKEEPING = new Set(['id', 'createdAt', 'updatedAt', 'created_at', 'updated_at']);
export const isBookkeeping = (change: FieldChange) => BOOKKEEPING.has(change.field.split('.').at(-1)!);

const VALUE_MAX_CHARS = 40;
/** Money is stored in paise under a name ending in Paise (refundPaise, price_paise). */
const PAISE_FIELD = /(Paise|_paise)$/;
/** An instant as the API stores it (2026-11-24T16:04:51.670Z). */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** One key of a stored record in staff's words: 'cancelledAt' → 'Cancelled at', 'refundPaise' → 'Refund'. */
function keyLabel(key: string): string {
  const words = key
    .replace(PAISE_FIELD, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replaceAll('_', ' ')
    .trim()
    .toLowerCase();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : key;
}

/** A dotted field path in staff's words ('slot.startTime' → 'Slot › Start time'). */
export const fieldLabel = (field: string) => field.split('.').map(keyLabel).join(' › ');

/**
 * A value short enough for a table cell: paise as rupees, instants in IST, yes/no, other text as
 * it is and anything else as JSON, cut at 40 characters.
 */
export function shortValue(value: unknown, field = ''): string {
  if (value === null || value === undefined || value === '') return 'empty';
  if (typeof value === 'number' && PAISE_FIELD.test(field)) return formatPaise(value);
  if (typeof value === 'string' && ISO_INSTANT.test(value) && !Number.isNaN(Date.parse(value))) return auditTime(value);
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > VALUE_MAX_CHARS ? `${text.slice(0, VALUE_MAX_CHARS - 1)}…` : text;
}

/** 'Price: ₹500.00 → ₹600.00' for a change; 'Name: Abhyanga' for what a created or deleted record held. */
export function changeText(change: FieldChange, kind: ChangeKind): string {
  const label = fieldLabel(change.field);
  if (kind === 'created') return `${label}: ${shortValue(change.after, change.field)}`;
  if (kind === 'deleted') return `${label}: ${shortValue(change.before, change.field)}`;
  return `${label}: ${shortValue(change.before, change.field)} → ${shortValue(change.after, change.field)}`;
}

/** Every change of an event as one line of text (the CSV's changes column). */
export const changesText = (event: Pick<AuditEvent, 'before' | 'after'>): string =>
  fieldChanges(event)
    .filter((change) => !isBookkeeping(change))
    .map((change) => changeText(change, changeKind(event)))
    .join('; ');
