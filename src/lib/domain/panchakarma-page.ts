import { initialServices } from '../../content/service-prices';

/**
 * What the public Panchakarma page (issue 47) prints from the database, read when the site is
 * built (src/server/practice/clinic-settings/site-build.ts, docs/decisions/035): the price range
 * of the active course templates, and the Panchakarma service's id for the booking link.
 */
export interface PanchakarmaPageFacts {
  /** Cheapest and dearest active course, in paise; null when no course is on sale. */
  priceRange: { minPaise: number; maxPaise: number } | null;
  /** The active Panchakarma service the assessment is booked as; null when there is none. */
  serviceId: number | null;
}

/**
 * Without a database at build time (a first build, the browser tests' build): the clinic as
 * seeded, as the pages keep the catalogues' clinic details then. tests/api/panchakarma-page.test.ts
 * holds these to the seed. Services are seeded in initialServices' order into an empty table.
 */
export const SEEDED_PANCHAKARMA_FACTS: PanchakarmaPageFacts = {
  priceRange: { minPaise: 750_000, maxPaise: 4_200_000 },
  serviceId: initialServices.findIndex((service) => service.name === 'Panchakarma') + 1,
};

/** Set by the build (site-build.ts); absent outside it. */
declare const __PANCHAKARMA_PAGE__: PanchakarmaPageFacts | undefined;

/** The facts this build read, or the seeded clinic's. */
export const panchakarmaFactsOfBuild = (): PanchakarmaPageFacts =>
  typeof __PANCHAKARMA_PAGE__ === 'undefined' ? SEEDED_PANCHAKARMA_FACTS : __PANCHAKARMA_PAGE__;

/** "₹7,500 – ₹42,000": whole rupees with Indian grouping, as the page states a course's price. */
export function formatPriceRange({ minPaise, maxPaise }: { minPaise: number; maxPaise: number }): string {
  const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
  return minPaise === maxPaise ? rupees.format(minPaise / 100) : `${rupees.format(minPaise / 100)} – ${rupees.format(maxPaise / 100)}`;
}
