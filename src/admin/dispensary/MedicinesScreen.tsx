import { useState } from 'react';
import { Link } from 'react-router';
import type { Medicine } from '../../lib/api/types';
import { formatPaise } from '../../lib/format/money';
import { MEDICINE_FORM_LABELS } from '../../lib/validation/visit-record';
import { useIsPharmacist } from '../session/useIsReceptionist';
import { LoadState } from './LoadState';
import { MedicineForm } from './MedicineForm';
import { useLoaded } from './useLoaded';

/**
 * Issue 50 item 1: Dispensary → Medicines. The catalogue with each medicine's usable stock (in
 * unexpired batches), adding and editing a medicine, and a link to its batches. A pharmacist
 * (docs/decisions/064) receives and dispenses but does not edit the catalogue: no Add or Edit.
 */
export function MedicinesScreen() {
  const canEdit = !useIsPharmacist();
  const {
    data: medicines,
    error,
    reload,
  } = useLoaded<Medicine[]>('/v1/dispensary/medicines', 'The medicines could not be loaded. Please try again.');
  const [editing, setEditing] = useState<Medicine | 'new' | null>(null);

  return (
    <section className="admin-page dispensary-page">
      <div className="admin-page-heading">
        <h1>Dispensary: Medicines</h1>
        <div className="dispensary-links">
          <Link className="button button-small button-secondary" to="/admin/dispensary/dispense">
            Dispense
          </Link>
          <Link className="button button-small button-secondary" to="/admin/dispensary/reports">
            Stock reports
          </Link>
          {canEdit && (
            <Link className="button button-small button-secondary" to="/admin/dispensary/settings">
              Settings
            </Link>
          )}
          {canEdit && (
            <button type="button" className="button button-small" onClick={() => setEditing('new')} disabled={editing !== null}>
              Add medicine
            </button>
          )}
        </div>
      </div>
      {editing !== null && (
        <MedicineForm
          key={editing === 'new' ? 'new' : editing.id}
          medicine={editing === 'new' ? undefined : editing}
          onCancel={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void reload();
          }}
        />
      )}
      {!medicines ? (
        <LoadState error={error} onRetry={() => void reload()} />
      ) : medicines.length === 0 ? (
        <p className="admin-empty">No medicines yet. Add the first one the clinic stocks.</p>
      ) : (
        <div className="admin-table-scroll">
          <table className="admin-table admin-table-cards admin-static-cards">
            <caption className="visually-hidden">The dispensary’s medicines</caption>
            <thead>
              <tr>
                <th scope="col">Medicine</th>
                <th scope="col">Form</th>
                <th scope="col">HSN</th>
                <th scope="col">GST</th>
                <th scope="col">MRP</th>
                <th scope="col">Usable stock</th>
                <th scope="col">Reorder at</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {medicines.map((medicine) => (
                <tr key={medicine.id}>
                  <th scope="row">
                    {medicine.name}
                    <span className="admin-hint">
                      {' '}
                      {medicine.kind === 'classical' ? 'Classical' : 'Proprietary'}, {medicine.unit} of {medicine.packSize}
                      {!medicine.active && ', not dispensed'}
                    </span>
                  </th>
                  <td data-label="Form">{MEDICINE_FORM_LABELS[medicine.form]}</td>
                  <td data-label="HSN">{medicine.hsn}</td>
                  <td data-label="GST">{medicine.gstRate} %</td>
                  <td data-label="MRP">{formatPaise(medicine.mrpPaise)}</td>
                  <td data-label="Usable stock">
                    {medicine.usable}
                    {medicine.onHand > medicine.usable && <span className="admin-hint"> ({medicine.onHand - medicine.usable} expired)</span>}
                  </td>
                  <td data-label="Reorder at">{medicine.reorderLevel}</td>
                  <td data-label="Actions" className="admin-row-actions">
                    <Link className="button button-small" to={`/admin/dispensary/medicines/${medicine.id}`} aria-label={`Stock of ${medicine.name}`}>
                      Stock
                    </Link>{' '}
                    {canEdit && (
                      <button
                        type="button"
                        className="button button-small button-secondary"
                        onClick={() => setEditing(medicine)}
                        aria-label={`Edit ${medicine.name}`}
                      >
                        Edit
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
