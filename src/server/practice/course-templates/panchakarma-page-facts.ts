import { and, eq, max, min } from 'drizzle-orm';
import type { PanchakarmaPageFacts } from '../../../lib/domain/panchakarma-page';
import type { Database } from '../../kernel/db/database';
import { courseTemplates, services } from '../../kernel/db/schema';

/** The service the public page books the assessment as (SPEC's seeded "Panchakarma"). */
export const PANCHAKARMA_SERVICE_NAME = 'Panchakarma';

/** What the public Panchakarma page prints, as the database holds it now. */
export async function panchakarmaPageFacts(db: Database): Promise<PanchakarmaPageFacts> {
  const [range] = await db
    .select({ minPaise: min(courseTemplates.pricePaise), maxPaise: max(courseTemplates.pricePaise) })
    .from(courseTemplates)
    .where(eq(courseTemplates.status, true));
  const [service] = await db
    .select({ id: services.id })
    .from(services)
    .where(and(eq(services.name, PANCHAKARMA_SERVICE_NAME), eq(services.status, true)))
    .orderBy(services.id)
    .limit(1);
  return {
    priceRange: range?.minPaise != null && range.maxPaise != null ? { minPaise: range.minPaise, maxPaise: range.maxPaise } : null,
    serviceId: service?.id ?? null,
  };
}
