import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { VitalsFields } from '../../src/admin/clinical/ExaminationFields';
import { VitalsTrend } from '../../src/admin/clinical/VitalsTrend';
import { toVitals, type VitalsInput } from '../../src/lib/validation/examination';

afterEach(cleanup);

function Harness() {
  const [vitals, setVitals] = useState<VitalsInput | null>(null);
  return <VitalsFields value={vitals} onChange={setVitals} disabled={false} />;
}

describe('the vitals fields (issue 51, item 2)', () => {
  it('computes the BMI as typed and flags a value out of the normal range beside its field', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const vitals = screen.getByRole('group', { name: 'Vitals' });
    expect(vitals.textContent).toContain('BMI: —');
    await user.type(within(vitals).getByLabelText('Weight (kg)'), '60');
    await user.type(within(vitals).getByLabelText('Height (cm)'), '160');
    expect(vitals.textContent).toContain('BMI: 23.4 kg/m²');
    expect(vitals.textContent).toContain('High (normal 18.5–22.9)');
    await user.type(within(vitals).getByLabelText('Pulse (/min)'), '48');
    expect(within(vitals).getByRole('status').textContent).toContain('Low (normal 60–100)');
    expect(within(vitals).getByLabelText('Pulse (/min)').className).toContain('vital-flagged');
  });
});

describe('the vitals trend on the patient page', () => {
  const entry = (id: number, systolic: number, weight: number) => ({
    appointment_id: id,
    time: `2026-11-0${id}T05:00:00.000Z`,
    ...toVitals({ systolic, diastolic: 80, pulse: 72, temperature_c: null, spo2: null, weight_kg: weight, height_cm: 165 }),
  });

  it('shows the last values with their flags and a sparkline over the visits, and says when nothing was taken', () => {
    render(<VitalsTrend history={[entry(1, 128, 74), entry(2, 136, 73), entry(3, 146, 72)]} />);
    const systolic = screen.getByRole('row', { name: /BP systolic/ });
    expect(systolic.textContent).toContain('146 mmHg High');
    expect(within(systolic).getByRole('img', { name: 'BP systolic trend: 128, 136, 146' })).toBeTruthy();
    expect(screen.queryByRole('row', { name: /Temperature/ })).toBeNull();
    cleanup();
    render(<VitalsTrend history={[]} />);
    expect(screen.getByText('No vitals recorded yet.')).toBeTruthy();
  });
});
