ALTER TABLE "appointments" DROP CONSTRAINT "appointments_mode_check";--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_mode_check";--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "modes" text[] DEFAULT '{video,call}' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "method" text DEFAULT 'online' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "taken_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "waiver_reason" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "link_url" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "link_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_taken_by_user_id_users_id_fk" FOREIGN KEY ("taken_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_modes_check" CHECK (cardinality("services"."modes") > 0 and "services"."modes" <@ array['video', 'call', 'in_person']::text[]);--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_mode_check" CHECK (mode in ('video', 'call', 'in_person'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_method_check" CHECK (method in ('online', 'cash', 'upi', 'card', 'link', 'waived'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_waiver_check" CHECK ("payments"."method" <> 'waived' or ("payments"."waiver_reason" is not null and "payments"."amount_paise" = 0));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_mode_check" CHECK (mode in ('video', 'call', 'in_person'));--> statement-breakpoint
-- The clinic's own services as issue 34 asks (src/content/service-prices.ts seeds new databases the same way).
UPDATE "services" SET "modes" = '{in_person}' WHERE "name" = 'Panchakarma';--> statement-breakpoint
UPDATE "services" SET "modes" = '{video,call,in_person}' WHERE "name" = 'Personalized Consultation';
