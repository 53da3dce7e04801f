ALTER TABLE "appointments" DROP CONSTRAINT "appointments_mode_check";--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_mode_check";--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "modes" text[] DEFAULT '{video,call}' NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_mode_check" CHECK (mode in ('video', 'call', 'in_person'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_mode_check" CHECK (mode in ('video', 'call', 'in_person'));--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_modes_check" CHECK (cardinality("services"."modes") > 0 and "services"."modes" <@ array['video', 'call', 'in_person']::text[]);--> statement-breakpoint
-- The clinic's own services as issue 34 asks (src/content/service-prices.ts seeds new databases the same way).
UPDATE "services" SET "modes" = '{in_person}' WHERE "name" = 'Panchakarma';--> statement-breakpoint
UPDATE "services" SET "modes" = '{video,call,in_person}' WHERE "name" = 'Personalized Consultation';
