/** The clinic works in India time, which has no daylight saving: always UTC+05:30. */
export const CLINIC_TIME_ZONE = 'Asia/Kolkata';
const IST_OFFSET_MINUTES = 5 * 60 + 30;

/** A calendar date (YYYY-MM-DD) and a wall-clock time (HH:MM) in India, as an instant. */
export function indiaTimeToInstant(date: string, time: string): Date {
  const [y, mo, d] = date.split('-').map(Number);
  const [h, mi] = time.split(':').map(Number);
  return new Date(Date.UTC(y!, mo! - 1, d, h, mi! - IST_OFFSET_MINUTES));
}

/** The India calendar date (YYYY-MM-DD) that an instant falls on. */
export function indiaDateOf(instant: Date): string {
  return new Date(instant.getTime() + IST_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);
}

/** The India date and wall-clock time of an instant, as a spreadsheet reads it: "2026-11-24 11:00". */
export function indiaDateTimeOf(instant: Date): string {
  return new Date(instant.getTime() + IST_OFFSET_MINUTES * 60_000).toISOString().slice(0, 16).replace('T', ' ');
}

/** Day of week (0 Sunday … 6 Saturday) of a YYYY-MM-DD date. */
export const weekdayOf = (date: string): number => new Date(`${date}T00:00:00Z`).getUTCDay();

/** Each YYYY-MM-DD date from `from` to `to`, both included. */
export function datesBetween(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += 86_400_000) {
    dates.push(new Date(t).toISOString().slice(0, 10));
  }
  return dates;
}

export interface SlotPlan {
  dates: string[];
  /** Daily opening and closing wall-clock times in India, HH:MM. */
  dayStart: string;
  dayEnd: string;
  slotMinutes: number;
}

/** Back-to-back slots of `slotMinutes` inside each day's opening hours, as instants. */
export function planSlots(plan: SlotPlan): { startTime: Date; endTime: Date }[] {
  const slots: { startTime: Date; endTime: Date }[] = [];
  for (const date of plan.dates) {
    const close = indiaTimeToInstant(date, plan.dayEnd).getTime();
    for (let t = indiaTimeToInstant(date, plan.dayStart).getTime(); t + plan.slotMinutes * 60_000 <= close; t += plan.slotMinutes * 60_000) {
      slots.push({ startTime: new Date(t), endTime: new Date(t + plan.slotMinutes * 60_000) });
    }
  }
  return slots;
}
