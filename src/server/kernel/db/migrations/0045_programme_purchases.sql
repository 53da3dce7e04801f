-- Issue 49 item 2: a programme bought online as a package (docs/decisions/062). A template sold
-- online has its price; an order for it is a payments row naming the template (and the expected
-- delivery date for a pregnancy programme); the enrolment the captured payment makes names that
-- payment, once (unique).
ALTER TABLE "programme_templates" ADD COLUMN "price_paise" integer;--> statement-breakpoint
ALTER TABLE "programme_templates" ADD CONSTRAINT "programme_templates_price_check" CHECK ("programme_templates"."price_paise" is null or "programme_templates"."price_paise" > 0);--> statement-breakpoint
UPDATE "programme_templates" SET "price_paise" = 1000000 WHERE "slug" = 'garbhasanskar';--> statement-breakpoint
UPDATE "programme_templates" SET "price_paise" = 450000 WHERE "slug" = 'arthritis-12-weeks';--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "programme_template_id" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "programme_due_date" date;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_programme_template_id_programme_templates_id_fk" FOREIGN KEY ("programme_template_id") REFERENCES "public"."programme_templates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_programme_template_idx" ON "payments" USING btree ("programme_template_id");--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_subject_check";--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_subject_check" CHECK (("payments"."slot_id" is not null and "payments"."service_id" is not null)::int + ("payments"."course_id" is not null)::int + ("payments"."class_seat_id" is not null)::int + ("payments"."programme_template_id" is not null)::int = 1);--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_programme_due_date_check" CHECK ("payments"."programme_due_date" is null or "payments"."programme_template_id" is not null);--> statement-breakpoint
ALTER TABLE "programme_enrolments" ADD COLUMN "payment_id" integer;--> statement-breakpoint
ALTER TABLE "programme_enrolments" ADD CONSTRAINT "programme_enrolments_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programme_enrolments" ADD CONSTRAINT "programme_enrolments_payment_id_unique" UNIQUE("payment_id");
