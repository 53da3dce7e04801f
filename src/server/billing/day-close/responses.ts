/** What GET and POST /v1/day-close answer (issue 51 item 9): amounts in paise. */
export interface DayCloseAmounts {
  cashPaise: number;
  upiPaise: number;
  cardPaise: number;
  linkPaise: number;
  paymentsCount: number;
  refundsPaise: number;
  cashRefundsPaise: number;
}

export interface DayCloseStaffRow extends DayCloseAmounts {
  staffId: number | null;
  staffName: string;
  staffRole: string | null;
}

export interface DayCloseRecord {
  countedCashPaise: number;
  expectedCashPaise: number;
  differencePaise: number;
  note: string | null;
  closedAt: string;
  closedBy: { id: number | null; name: string | null };
}

/** GET /v1/day-close: the day's money per staff member and method, the drawer's expected cash, and the close once recorded. */
export interface DayCloseReport {
  date: string;
  rows: DayCloseStaffRow[];
  totals: DayCloseAmounts;
  expectedCashPaise: number;
  close: DayCloseRecord | null;
}
