-- pg_trgm is a trusted extension (PostgreSQL 13+): the database owner may create it; PGlite loads it at open.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "users_name_search_idx";--> statement-breakpoint
CREATE INDEX "appointments_status_time_idx" ON "appointments" USING btree ("status","time");--> statement-breakpoint
CREATE INDEX "users_name_words_trgm_idx" ON "users" USING gin ((' ' || lower("name")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_mobile_trgm_idx" ON "users" USING gin ("mobile" gin_trgm_ops);