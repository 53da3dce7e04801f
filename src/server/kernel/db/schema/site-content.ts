import { boolean, check, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { CONTACT_QUERY_STATUSES, type ContactQueryStatus } from '../../../../lib/domain/contact-queries';
import { inList, timestamps } from './columns';

export const recipes = pgTable('recipes', {
  id: serial().primaryKey(),
  name: text().notNull(),
  ingredients: text().notNull(),
  preparation: text().notNull(),
  benefits: text(),
  imageUrl: text(),
  status: boolean().notNull().default(true),
  ...timestamps,
});

export const contactQueries = pgTable(
  'contact_queries',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    email: text().notNull(),
    mobile: text(),
    subject: text().notNull(),
    message: text().notNull(),
    status: text().$type<ContactQueryStatus>().notNull().default('pending'),
    ...timestamps,
  },
  () => [check('contact_queries_status_check', inList('status', CONTACT_QUERY_STATUSES))],
);
