-- Issue 50: the pharmacist's login (the dispensary without clinical notes, settings, audit, staff
-- accounts or payments outside it), a staff login like the receptionist's (docs/decisions/064).
ALTER TABLE "users" DROP CONSTRAINT "users_role_check";--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK (role in ('patient', 'admin', 'doctor', 'therapist', 'receptionist', 'pharmacist'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_pharmacist_check" CHECK ("users"."role" <> 'pharmacist' or ("users"."email" is not null and "users"."password_hash" is not null));--> statement-breakpoint
DROP INDEX "users_staff_email_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "users_staff_email_unique" ON "users" USING btree (lower("email")) WHERE "users"."role" in ('admin', 'doctor', 'therapist', 'receptionist', 'pharmacist');
