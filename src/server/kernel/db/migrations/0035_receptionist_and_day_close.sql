-- Issue 51 items 11 and 9: the receptionist's login (the front desk without settings, audit,
-- staff accounts or clinical records) and the day's cash closed once per IST day.
ALTER TABLE "users" DROP CONSTRAINT "users_role_check";--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK (role in ('patient', 'admin', 'doctor', 'therapist', 'receptionist'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_receptionist_check" CHECK ("users"."role" <> 'receptionist' or ("users"."email" is not null and "users"."password_hash" is not null));--> statement-breakpoint
DROP INDEX "users_staff_email_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "users_staff_email_unique" ON "users" USING btree (lower("email")) WHERE "users"."role" in ('admin', 'doctor', 'therapist', 'receptionist');--> statement-breakpoint
CREATE TABLE "day_closes" (
	"id" serial PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"expected_cash_paise" integer NOT NULL,
	"counted_cash_paise" integer NOT NULL,
	"difference_paise" integer NOT NULL,
	"note" text,
	"closed_by_user_id" integer,
	"closed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "day_closes_day_unique" UNIQUE("day"),
	CONSTRAINT "day_closes_counted_check" CHECK ("day_closes"."counted_cash_paise" >= 0),
	CONSTRAINT "day_closes_difference_check" CHECK ("day_closes"."difference_paise" = "day_closes"."counted_cash_paise" - "day_closes"."expected_cash_paise")
);
--> statement-breakpoint
ALTER TABLE "day_closes" ADD CONSTRAINT "day_closes_closed_by_user_id_users_id_fk" FOREIGN KEY ("closed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
