-- Issue 51 items 7 and 8: the walk-in queue (a token per doctor per IST day, gapless, counted
-- under the doctor-day's row lock) and a doctor's leave for a day or some hours (resource_leave
-- gains an optional span of clinic minutes, for one doctor day only).
ALTER TABLE "resource_leave" ADD COLUMN "from_minute" integer;--> statement-breakpoint
ALTER TABLE "resource_leave" ADD COLUMN "until_minute" integer;--> statement-breakpoint
ALTER TABLE "resource_leave" ADD CONSTRAINT "resource_leave_hours_check" CHECK (("resource_leave"."from_minute" is null) = ("resource_leave"."until_minute" is null) and ("resource_leave"."from_minute" is null or ("resource_leave"."resource_kind" = 'doctor' and "resource_leave"."starts_on" = "resource_leave"."ends_on" and "resource_leave"."from_minute" >= 0 and "resource_leave"."from_minute" < "resource_leave"."until_minute" and "resource_leave"."until_minute" <= 1440)));--> statement-breakpoint
CREATE TABLE "queue_days" (
	"doctor_id" integer NOT NULL,
	"day" date NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "queue_days_doctor_id_day_pk" PRIMARY KEY("doctor_id","day"),
	CONSTRAINT "queue_days_last_number_check" CHECK ("queue_days"."last_number" > 0)
);
--> statement-breakpoint
ALTER TABLE "queue_days" ADD CONSTRAINT "queue_days_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "queue_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"doctor_id" integer NOT NULL,
	"day" date NOT NULL,
	"number" integer NOT NULL,
	"patient_id" integer NOT NULL,
	"appointment_id" integer,
	"status" text DEFAULT 'waiting' NOT NULL,
	"arrived_at" timestamp with time zone NOT NULL,
	"called_at" timestamp with time zone,
	"created_by" integer,
	CONSTRAINT "queue_tokens_appointment_id_unique" UNIQUE("appointment_id"),
	CONSTRAINT "queue_tokens_number_check" CHECK ("queue_tokens"."number" > 0),
	CONSTRAINT "queue_tokens_status_check" CHECK (status in ('waiting', 'called')),
	CONSTRAINT "queue_tokens_called_check" CHECK (("queue_tokens"."status" = 'called') = ("queue_tokens"."called_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "queue_tokens" ADD CONSTRAINT "queue_tokens_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_tokens" ADD CONSTRAINT "queue_tokens_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_tokens" ADD CONSTRAINT "queue_tokens_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_tokens" ADD CONSTRAINT "queue_tokens_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "queue_tokens_number_unique" ON "queue_tokens" USING btree ("doctor_id","day","number");--> statement-breakpoint
CREATE INDEX "queue_tokens_day_idx" ON "queue_tokens" USING btree ("day","doctor_id");--> statement-breakpoint
CREATE INDEX "queue_tokens_patient_idx" ON "queue_tokens" USING btree ("patient_id");
