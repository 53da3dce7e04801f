/**
 * GST for the dispensary's tax invoices (issue 50 item 4, docs/decisions/063): the states and
 * union territories by their GST state code (the first two digits of a GSTIN), and the tax in an
 * MRP, which is GST-inclusive. Pure: the server, its tests and the admin screens read it.
 */
export const GST_STATES = {
  '01': 'Jammu and Kashmir',
  '02': 'Himachal Pradesh',
  '03': 'Punjab',
  '04': 'Chandigarh',
  '05': 'Uttarakhand',
  '06': 'Haryana',
  '07': 'Delhi',
  '08': 'Rajasthan',
  '09': 'Uttar Pradesh',
  '10': 'Bihar',
  '11': 'Sikkim',
  '12': 'Arunachal Pradesh',
  '13': 'Nagaland',
  '14': 'Manipur',
  '15': 'Mizoram',
  '16': 'Tripura',
  '17': 'Meghalaya',
  '18': 'Assam',
  '19': 'West Bengal',
  '20': 'Jharkhand',
  '21': 'Odisha',
  '22': 'Chhattisgarh',
  '23': 'Madhya Pradesh',
  '24': 'Gujarat',
  '26': 'Dadra and Nagar Haveli and Daman and Diu',
  '27': 'Maharashtra',
  '29': 'Karnataka',
  '30': 'Goa',
  '31': 'Lakshadweep',
  '32': 'Kerala',
  '33': 'Tamil Nadu',
  '34': 'Puducherry',
  '35': 'Andaman and Nicobar Islands',
  '36': 'Telangana',
  '37': 'Andhra Pradesh',
  '38': 'Ladakh',
} as const satisfies Record<string, string>;
export type GstStateCode = keyof typeof GST_STATES;
export const GST_STATE_CODES = Object.keys(GST_STATES) as GstStateCode[];

/** "Gujarat" (any case, spaces or "&" for "and") → "24"; null when the name is no state's. */
export function gstStateCodeOf(name: string): GstStateCode | null {
  const plain = (text: string) => text.toLowerCase().replaceAll('&', 'and').replace(/\s+/g, ' ').trim();
  const wanted = plain(name);
  return GST_STATE_CODES.find((code) => plain(GST_STATES[code]) === wanted) ?? null;
}

/** A state's name by its code; the code itself when it is no state's. */
export const gstStateName = (code: string): string => (code in GST_STATES ? GST_STATES[code as GstStateCode] : code);

/** "24-Gujarat": how GSTR-1 and the invoice print a place of supply. */
export const placeOfSupplyLabel = (code: GstStateCode) => `${code}-${GST_STATES[code]}`;

export interface TaxAmounts {
  /** What the patient pays: MRP × quantity (MRP is GST-inclusive). */
  valuePaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

/**
 * The tax in `quantity` units at an inclusive MRP, each line on its own, to the paisa:
 * taxable = round(value × 100 / (100 + rate)) (half up), tax = value − taxable, so the line
 * never costs more than its MRP. Within the state the tax is split into CGST and SGST, the CGST
 * taking the odd paisa; across states it is all IGST.
 */
export function taxOfLine(line: { mrpPaise: number; quantity: number; gstRateBp: number }, interState: boolean): TaxAmounts {
  const valuePaise = line.mrpPaise * line.quantity;
  const taxablePaise = Math.round((valuePaise * 10_000) / (10_000 + line.gstRateBp));
  const tax = valuePaise - taxablePaise;
  if (interState) return { valuePaise, taxablePaise, cgstPaise: 0, sgstPaise: 0, igstPaise: tax };
  const cgstPaise = Math.ceil(tax / 2);
  return { valuePaise, taxablePaise, cgstPaise, sgstPaise: tax - cgstPaise, igstPaise: 0 };
}

/** The sum of lines' amounts: a document's totals are its lines' (no rounding to the rupee). */
export const sumTax = (lines: TaxAmounts[]): TaxAmounts =>
  lines.reduce(
    (sum, line) => ({
      valuePaise: sum.valuePaise + line.valuePaise,
      taxablePaise: sum.taxablePaise + line.taxablePaise,
      cgstPaise: sum.cgstPaise + line.cgstPaise,
      sgstPaise: sum.sgstPaise + line.sgstPaise,
      igstPaise: sum.igstPaise + line.igstPaise,
    }),
    { valuePaise: 0, taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 },
  );

/** GSTR-1's unit quantity code for a catalogue unit ("bottle" → BTL); other units count as NOS. */
export function uqcOf(unit: string): string {
  const word = unit.toLowerCase().trim();
  const codes: [RegExp, string][] = [
    [/^(bottle|btl)s?$/, 'BTL'],
    [/^box(es)?$/, 'BOX'],
    [/^(pack|packet|pac)s?$/, 'PAC'],
    [/^tube?s?$/, 'TUB'],
    [/^strips?$/, 'NOS'],
    [/^(tablet|tab|capsule|cap)s?$/, 'PCS'],
  ];
  return codes.find(([pattern]) => pattern.test(word))?.[1] ?? 'NOS';
}
