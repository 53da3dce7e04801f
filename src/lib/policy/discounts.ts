import type { StaffRole } from '../domain/people';

/**
 * How much of a fee each staff role may take off at the desk (issue 51 item 10), in percent: the
 * receptionist and a doctor up to 10 %, the admin any discount short of waiving the fee (a 100 %
 * discount is a waiver, which keeps its own reason and takes no receipt). The server holds it;
 * the New appointment form shows it.
 */
export const DISCOUNT_LIMIT_PERCENT: Record<StaffRole, number> = { admin: 99, doctor: 10, receptionist: 10, therapist: 0, pharmacist: 0 };

/** The largest discount any role may give: beyond it staff waive the fee. */
export const DISCOUNT_MAX_PERCENT = 99;

/** The paise taken off a fee for a discount of `percent`, to the nearest paisa (half up). */
export const discountPaise = (feePaise: number, percent: number) => Math.round((feePaise * percent) / 100);
