import * as z from 'zod';

const paise = z.number().int();

/** One staff member's (or the day's) money: taken per method, and given back (issue 51 item 9). */
const dayCloseAmounts = z.strictObject({
  cashPaise: paise,
  upiPaise: paise,
  cardPaise: paise,
  linkPaise: paise,
  paymentsCount: z.number().int(),
  refundsPaise: paise,
  cashRefundsPaise: paise,
});
export type DayCloseAmounts = z.infer<typeof dayCloseAmounts>;

const dayCloseStaffRow = dayCloseAmounts.extend({
  staffId: z.number().int().nullable(),
  staffName: z.string(),
  staffRole: z.string().nullable(),
});
export type DayCloseStaffRow = z.infer<typeof dayCloseStaffRow>;

/** The count recorded when the day was closed. */
const dayCloseRecord = z.strictObject({
  countedCashPaise: paise,
  expectedCashPaise: paise,
  differencePaise: paise,
  note: z.string().nullable(),
  closedAt: z.string(),
  closedBy: z.strictObject({ id: z.number().int().nullable(), name: z.string().nullable() }),
});
export type DayCloseRecord = z.infer<typeof dayCloseRecord>;

/** GET and POST /v1/day-close: the day's money per staff member and method, the drawer's expected cash, and the close once recorded. */
export const dayCloseResponse = z.strictObject({
  date: z.string(),
  rows: z.array(dayCloseStaffRow),
  totals: dayCloseAmounts,
  expectedCashPaise: paise,
  close: dayCloseRecord.nullable(),
});
export type DayCloseReport = z.infer<typeof dayCloseResponse>;
