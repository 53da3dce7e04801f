import type { SubmitEvent } from 'react';
import { AUDIT_ACTOR_ROLES, AUDIT_ENTITIES, type AuditFilter, auditFilterSchema } from '../../lib/validation/audit';
import { SelectField, TextField } from '../components/form-fields';
import { useSchemaForm } from '../components/useSchemaForm';
import { AUDIT_ACTION_LABELS, entityLabel, roleLabel } from './audit-labels';

/** The filter form's fields, as typed (blank means any). */
export type AuditFilterValues = Record<keyof AuditFilter, string>;
export const NO_AUDIT_FILTERS: AuditFilterValues = { entity: '', entity_id: '', actor_role: '', action: '', actor_id: '', from: '', to: '' };

const ENTITY_OPTIONS = AUDIT_ENTITIES.map((value) => ({ value, label: entityLabel(value) }));
const ROLE_OPTIONS = AUDIT_ACTOR_ROLES.map((value) => ({ value, label: roleLabel(value) }));
const ACTION_OPTIONS = Object.entries(AUDIT_ACTION_LABELS).map(([value, label]) => ({ value, label }));

/** Blank fields filter nothing. */
const toInput = (values: AuditFilterValues) => Object.fromEntries(Object.entries(values).filter(([, value]) => value.trim() !== ''));

interface AuditFiltersProps {
  initial: AuditFilterValues;
  onApply: (filter: AuditFilter) => void;
  onReset: () => void;
}

/** Narrows the trail by record, actor, action and clinic (IST) days; Apply asks the server again. */
export function AuditFilters({ initial, onApply, onReset }: AuditFiltersProps) {
  const { values, setField, errors, submit } = useSchemaForm(auditFilterSchema, initial, async (filter) => onApply(filter), toInput);
  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    void submit();
  };

  return (
    <form className="admin-card admin-audit-filters" role="search" aria-label="Filter the audit log" onSubmit={onSubmit} noValidate>
      <div className="admin-form-row">
        <SelectField
          label="Record type"
          name="entity"
          value={values.entity}
          onChange={setField('entity')}
          options={ENTITY_OPTIONS}
          placeholder="All"
        />
        <TextField
          label="Record ID"
          name="entity_id"
          inputMode="numeric"
          value={values.entity_id}
          onChange={setField('entity_id')}
          error={errors.entity_id}
        />
        <SelectField
          label="Actor role"
          name="actor_role"
          value={values.actor_role}
          onChange={setField('actor_role')}
          options={ROLE_OPTIONS}
          placeholder="All"
        />
        <TextField
          label="Actor ID"
          name="actor_id"
          inputMode="numeric"
          value={values.actor_id}
          onChange={setField('actor_id')}
          error={errors.actor_id}
        />
        <TextField label="From (IST)" name="from" type="date" value={values.from} onChange={setField('from')} error={errors.from} />
        <TextField label="To (IST)" name="to" type="date" value={values.to} onChange={setField('to')} error={errors.to} />
        <SelectField label="Action" name="action" value={values.action} onChange={setField('action')} options={ACTION_OPTIONS} placeholder="All" />
      </div>
      <div className="admin-row-actions">
        <button type="submit" className="button">
          Apply
        </button>
        <button type="button" className="button button-quiet" onClick={onReset}>
          Reset
        </button>
      </div>
    </form>
  );
}
