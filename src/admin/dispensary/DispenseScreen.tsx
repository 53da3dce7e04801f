import { type SubmitEvent, useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { useParams } from 'react-router';
import { errorMessage } from '../../lib/api/client';
import type { Dispense, DispenseList, Medicine } from '../../lib/api/types';
import { formatDate } from '../../lib/format/date';
import { formatPaise } from '../../lib/format/money';
import { CLINIC_TIME_ZONE } from '../../lib/time/clinic-time';
import { MEDICINE_FORM_LABELS, MEDICINE_TIMING_LABELS } from '../../lib/validation/visit-record';
import { BackLink } from '../components/BackLink';
import { TextField } from '../components/form-fields';
import { DESK_ROLES, PHARMACY_ROLES } from '../layout/admin-nav';
import { adminApi } from '../session/session-store';
import { useSessionRole } from '../session/useIsReceptionist';
import { CheckoutPanel } from './CheckoutPanel';
import { LoadState } from './LoadState';
import { useLoaded } from './useLoaded';

interface Choice {
  take: boolean;
  medicineId: string;
  quantity: string;
}

function ReturnForm({ line, onDone }: { line: Dispense['lines'][number]; onDone: (list: DispenseList) => void }) {
  const [quantity, setQuantity] = useState('1');
  const [reason, setReason] = useState('');
  const [isSaving, setIsSaving] = useState(false);
  async function submit(event: SubmitEvent) {
    event.preventDefault();
    setIsSaving(true);
    try {
      onDone(
        await adminApi<DispenseList>(`/v1/dispensary/dispense-lines/${line.id}/returns`, {
          method: 'POST',
          body: { quantity: Number(quantity), reason },
        }),
      );
      toast.success('Return recorded: the units are back in their batch');
      setReason('');
    } catch (err) {
      toast.error(errorMessage(err, 'The return could not be recorded. Please try again.'));
    } finally {
      setIsSaving(false);
    }
  }
  return (
    <form className="dispensary-adjust" onSubmit={(event) => void submit(event)} aria-label={`Return ${line.medicineName} batch ${line.batchNumber}`}>
      <TextField
        label="Units back"
        name="quantity"
        type="number"
        inputMode="numeric"
        min="1"
        max={line.quantity - line.returnedQuantity}
        value={quantity}
        onChange={setQuantity}
      />
      <TextField label="Reason" name="reason" value={reason} onChange={setReason} />
      <button type="submit" className="button button-small button-secondary" disabled={isSaving}>
        Return
      </button>
    </form>
  );
}

/** What the doctor prescribed on one line, and how much of it is out so far. */
function Prescribed({ line }: { line: DispenseList['lines'][number] }) {
  return (
    <p className="dispensary-prescribed">
      <strong>{line.prescribed.medicine}</strong> ({MEDICINE_FORM_LABELS[line.prescribed.form]}) {line.prescribed.dose},{' '}
      {MEDICINE_TIMING_LABELS[line.prescribed.timing].toLowerCase()}
      {line.prescribed.anupana && `, with ${line.prescribed.anupana}`}
      {line.prescribed.duration && `, ${line.prescribed.duration}`}
      {line.dispensedQuantity > 0 && <span className="admin-hint"> ({line.dispensedQuantity} dispensed so far)</span>}
    </p>
  );
}

/** What was dispensed; with `onChange` (the dispensary's logins) each line takes returns within the window. */
function Dispenses({ list, onChange }: { list: DispenseList; onChange?: (list: DispenseList) => void }) {
  if (list.dispenses.length === 0) return <p className="admin-empty">Nothing dispensed for this visit yet.</p>;
  const now = Date.now();
  return (
    <>
      {list.dispenses.map((dispense) => {
        const returnable = Date.parse(dispense.returnableUntil) >= now;
        return (
          <div className="dispensary-dispensed" key={dispense.id}>
            <h3>
              Dispensed {formatDate(dispense.dispensedAt, 'short', CLINIC_TIME_ZONE)}
              {dispense.partial && ' (partial)'}
              {dispense.note && `: ${dispense.note}`}
            </h3>
            <div className="admin-table-scroll">
              <table className="admin-table admin-table-cards admin-static-cards">
                <caption className="visually-hidden">Medicines dispensed {formatDate(dispense.dispensedAt, 'short', CLINIC_TIME_ZONE)}</caption>
                <thead>
                  <tr>
                    <th scope="col">Medicine</th>
                    <th scope="col">Batch</th>
                    <th scope="col">Units</th>
                    <th scope="col">MRP</th>
                    {onChange && <th scope="col">Return</th>}
                  </tr>
                </thead>
                <tbody>
                  {dispense.lines.map((line) => (
                    <tr key={line.id}>
                      <th scope="row">
                        {line.medicineName}
                        {line.substituted && <span className="admin-hint"> (substitute for {line.prescribedMedicine})</span>}
                      </th>
                      <td data-label="Batch">
                        {line.batchNumber}, exp. {line.expiryDate}
                      </td>
                      <td data-label="Units">
                        {line.quantity}
                        {line.returnedQuantity > 0 && ` (${line.returnedQuantity} returned)`}
                      </td>
                      <td data-label="MRP">
                        {formatPaise(line.mrpPaise)} ({line.gstRate} % GST, HSN {line.hsn})
                      </td>
                      {onChange && (
                        <td data-label="Return">
                          {returnable && line.returnedQuantity < line.quantity ? (
                            <ReturnForm line={line} onDone={onChange} />
                          ) : (
                            <span className="admin-hint">Window closed</span>
                          )}
                        </td>
                      )}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </div>
        );
      })}
    </>
  );
}

/** Changes whenever a unit is dispensed or returned. */
const dispensedKey = (list: DispenseList) => list.dispenses.flatMap((d) => d.lines.map((l) => `${l.id}:${l.returnedQuantity}`)).join(',');

/**
 * Issue 50 item 3: a visit's finalised prescription as a dispense list. Staff pick the catalogue
 * medicine for each line (the doctor's text is free; a different medicine is a substitution),
 * the units, and dispense: the earliest-expiring usable batches go first. Lines left out stay
 * to dispense later (a partial dispense); dispensed units can come back within the window.
 * The receptionist sees the same list read-only and takes the medicines' payment below it
 * (docs/decisions/063, 064): the server refuses them dispensing, returns and stock.
 */
export function DispenseScreen() {
  const { id } = useParams();
  const valid = /^\d+$/.test(id ?? '');
  const {
    data: list,
    setData,
    error,
    reload,
  } = useLoaded<DispenseList>(valid ? `/v1/dispensary/appointments/${id}` : null, 'The prescription could not be loaded. Please try again.');
  const role = useSessionRole();
  const canDispense = role !== null && PHARMACY_ROLES.includes(role);
  const isDesk = role !== null && DESK_ROLES.includes(role);
  const { data: medicines } = useLoaded<Medicine[]>(canDispense ? '/v1/dispensary/medicines' : null, 'The medicines could not be loaded.');
  const [choices, setChoices] = useState<Choice[]>([]);
  const [note, setNote] = useState('');
  const [isSaving, setIsSaving] = useState(false);

  useEffect(() => {
    if (!list) return;
    setChoices(
      list.lines.map((line) => ({
        take: line.dispensedQuantity === 0,
        medicineId: line.suggestedMedicineId ? String(line.suggestedMedicineId) : '',
        quantity: '1',
      })),
    );
  }, [list]);

  const choose = (index: number, change: Partial<Choice>) => setChoices((all) => all.map((c, i) => (i === index ? { ...c, ...change } : c)));

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    const lines = choices.flatMap((choice, index) =>
      choice.take && choice.medicineId ? [{ prescriptionLine: index, medicineId: Number(choice.medicineId), quantity: Number(choice.quantity) }] : [],
    );
    if (lines.length === 0) {
      toast.error('Tick at least one line and pick its medicine');
      return;
    }
    setIsSaving(true);
    try {
      setData(await adminApi<DispenseList>(`/v1/dispensary/appointments/${id}/dispenses`, { method: 'POST', body: { lines, note } }));
      setNote('');
      toast.success('Dispensed');
    } catch (err) {
      toast.error(errorMessage(err, 'The medicines could not be dispensed. Please try again.'));
    } finally {
      setIsSaving(false);
    }
  }

  const active = (medicines ?? []).filter((m) => m.active);
  return (
    <section className="admin-page dispensary-page">
      <BackLink to="/admin/dispensary/dispense">Dispense</BackLink>
      {!valid ? (
        <p role="alert" className="admin-error">
          Appointment not found
        </p>
      ) : !list ? (
        <LoadState error={error} onRetry={() => void reload()} />
      ) : (
        <>
          <div className="admin-page-heading">
            <h1>Dispense for {list.patientName}</h1>
          </div>
          <p>
            Visit of {formatDate(list.time, 'short', CLINIC_TIME_ZONE)} with {list.doctorName}.
          </p>
          {!list.finalised ? (
            <p className="admin-empty">The doctor has not finalised this visit’s prescription yet.</p>
          ) : !canDispense ? (
            <>
              <h2>Prescription</h2>
              <ol className="dispensary-lines">
                {list.lines.map((line) => (
                  <li key={line.index} className="dispensary-line">
                    <Prescribed line={line} />
                  </li>
                ))}
              </ol>
            </>
          ) : (
            <form className="admin-form dispensary-dispense" onSubmit={(event) => void submit(event)} aria-labelledby="dispense-title">
              <h2 id="dispense-title">Prescription</h2>
              <ol className="dispensary-lines">
                {list.lines.map((line, index) => {
                  const choice = choices[index];
                  if (!choice) return null;
                  const picked = active.find((m) => String(m.id) === choice.medicineId);
                  return (
                    <li key={line.index} className="dispensary-line">
                      <Prescribed line={line} />
                      <div className="admin-field admin-field-checkbox">
                        <label>
                          <input type="checkbox" checked={choice.take} onChange={(e) => choose(index, { take: e.target.checked })} /> Dispense this
                          line now
                        </label>
                      </div>
                      <div className="admin-field">
                        <label htmlFor={`line-${index}-medicine`}>Medicine from the dispensary</label>
                        <select
                          id={`line-${index}-medicine`}
                          value={choice.medicineId}
                          onChange={(e) => choose(index, { medicineId: e.target.value })}
                        >
                          <option value="">Choose a medicine</option>
                          {active.map((m) => (
                            <option key={m.id} value={m.id}>
                              {m.name} ({m.usable} in stock)
                            </option>
                          ))}
                        </select>
                        {picked && picked.name.trim().toLowerCase() !== line.prescribed.medicine.trim().toLowerCase() && (
                          <p className="admin-hint">A substitution: recorded as such.</p>
                        )}
                      </div>
                      <TextField
                        label={`Units${picked ? ` (${picked.unit})` : ''}`}
                        name={`line-${index}-quantity`}
                        type="number"
                        inputMode="numeric"
                        min="1"
                        value={choice.quantity}
                        onChange={(quantity) => choose(index, { quantity })}
                      />
                    </li>
                  );
                })}
              </ol>
              <TextField label="Note (optional)" name="note" value={note} onChange={setNote} />
              <p className="admin-hint">Units come from the earliest-expiring batches first; expired batches are never dispensed.</p>
              <button type="submit" className="button" disabled={isSaving}>
                {isSaving ? 'Dispensing...' : 'Dispense'}
              </button>
            </form>
          )}
          <h2>Dispensed</h2>
          <Dispenses list={list} onChange={canDispense ? setData : undefined} />
          {/* What is due changes with every dispense and return: the panel loads it afresh. */}
          {isDesk && <CheckoutPanel key={dispensedKey(list)} appointmentId={id!} />}
        </>
      )}
    </section>
  );
}
