ALTER TABLE "users" ADD COLUMN "token_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "details_confirmed_at" timestamp with time zone;--> statement-breakpoint
-- Patients who already signed in with a one-time code proved their number.
UPDATE "users" SET "phone_verified_at" = "updated_at", "details_confirmed_at" = "updated_at" WHERE "role" = 'patient' AND "firebase_uid" IS NOT NULL;
