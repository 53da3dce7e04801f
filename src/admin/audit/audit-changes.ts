import type { AuditEvent } from '../../lib/api/types';

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

/** A value short enough for a table cell: text as it is, anything else as JSON, cut at 40 characters. */
export function shortValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return 'empty';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > VALUE_MAX_CHARS ? `${text.slice(0, VALUE_MAX_CHARS - 1)}…` : text;
}

/** 'price: 500 → 600' for a change; 'name: Abhyanga' for what a created or deleted record held. */
export function changeText(change: FieldChange, kind: ChangeKind): string {
  if (kind === 'created') return `${change.field}: ${shortValue(change.after)}`;
  if (kind === 'deleted') return `${change.field}: ${shortValue(change.before)}`;
  return `${change.field}: ${shortValue(change.before)} → ${shortValue(change.after)}`;
}

/** Every change of an event as one line of text (the CSV's changes column). */
export const changesText = (event: Pick<AuditEvent, 'before' | 'after'>): string =>
  fieldChanges(event)
    .filter((change) => !isBookkeeping(change))
    .map((change) => changeText(change, changeKind(event)))
    .join('; ');
