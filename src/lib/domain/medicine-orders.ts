/** Issue 50 item 6 (docs/decisions/065): how an online medicines order reaches the patient, and its states. */
export const MEDICINE_ORDER_FULFILMENTS = ['collect', 'delivery'] as const;
export type MedicineOrderFulfilment = (typeof MEDICINE_ORDER_FULFILMENTS)[number];

/**
 * created: waiting for its payment; paid: captured, dispensed and invoiced; ready (collect) or
 * dispatched (delivery); then collected or delivered. cancelled: by staff before dispatch, refunded
 * with a credit note; refunded: paid when the stock no longer sufficed, nothing dispensed.
 */
export const MEDICINE_ORDER_STATUSES = ['created', 'paid', 'ready', 'dispatched', 'collected', 'delivered', 'cancelled', 'refunded'] as const;
export type MedicineOrderStatus = (typeof MEDICINE_ORDER_STATUSES)[number];

/** The moves staff make, from the states each may start from. */
export const MEDICINE_ORDER_MOVES = {
  ready: { from: ['paid'], fulfilment: 'collect' },
  collected: { from: ['ready'], fulfilment: 'collect' },
  dispatched: { from: ['paid'], fulfilment: 'delivery' },
  delivered: { from: ['dispatched'], fulfilment: 'delivery' },
  cancelled: { from: ['paid', 'ready'], fulfilment: null },
} as const satisfies Record<string, { from: readonly MedicineOrderStatus[]; fulfilment: MedicineOrderFulfilment | null }>;
export type MedicineOrderMove = keyof typeof MEDICINE_ORDER_MOVES;
export const MEDICINE_ORDER_MOVE_NAMES = Object.keys(MEDICINE_ORDER_MOVES) as MedicineOrderMove[];

/**
 * The delivery charge's SAC and rate (decision 065): goods sent with the medicines are a composite
 * supply whose principal supply is the medicines, so the charge takes the rate of the order's
 * largest line; it is printed under SAC 9965 (goods transport services).
 */
export const DELIVERY_SAC = '9965';
