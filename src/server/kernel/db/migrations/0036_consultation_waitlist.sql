-- Issue 48, item 3, for consultations: a doctor's full day takes a place in line (docs/decisions/053).
-- The class waitlist's tables are generalised: an entry is a class session's line (class, session,
-- seat mode) or a doctor's day (doctor, service, day, appointment mode); an offer holds a class seat
-- or a time slot (held for the waiting patient until the offer's end).
ALTER TABLE "waitlist_entries" ALTER COLUMN "class_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ALTER COLUMN "session_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ALTER COLUMN "mode" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD COLUMN "doctor_id" integer;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD COLUMN "service_id" integer;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD COLUMN "day" date;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD COLUMN "appointment_mode" text;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_appointment_mode_check" CHECK (appointment_mode in ('video', 'call', 'in_person'));--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_kind_check" CHECK (("class_id" is not null and "session_id" is not null and "mode" is not null and "doctor_id" is null and "service_id" is null and "day" is null and "appointment_mode" is null) or ("class_id" is null and "session_id" is null and "mode" is null and "doctor_id" is not null and "service_id" is not null and "day" is not null and "appointment_mode" is not null));--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_doctor_day_unique" ON "waitlist_entries" USING btree ("doctor_id","day","patient_id") WHERE "waitlist_entries"."doctor_id" is not null and "waitlist_entries"."status" in ('waiting', 'offered');--> statement-breakpoint
CREATE INDEX "waitlist_entries_doctor_day_idx" ON "waitlist_entries" USING btree ("doctor_id","day","status","created_at");--> statement-breakpoint
ALTER TABLE "waitlist_offers" ALTER COLUMN "seat_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD COLUMN "slot_id" integer;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_slot_id_time_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."time_slots"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_held_check" CHECK (("seat_id" is null) <> ("slot_id" is null));--> statement-breakpoint
CREATE INDEX "waitlist_offers_slot_idx" ON "waitlist_offers" USING btree ("slot_id");
