CREATE TABLE "consent_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"appointment_id" integer,
	"purpose" text NOT NULL,
	"version" text NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"withdrawn_at" timestamp with time zone,
	"client_address" text,
	CONSTRAINT "consent_records_purpose_check" CHECK (purpose in ('teleconsultation', 'privacy_notice', 'reminders'))
);
--> statement-breakpoint
CREATE TABLE "intake_answers" (
	"appointment_id" integer PRIMARY KEY NOT NULL,
	"form_id" integer NOT NULL,
	"answers" jsonb NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "intake_forms" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_id" integer NOT NULL,
	"version" integer NOT NULL,
	"questions" jsonb NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "intake_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"appointment_id" integer NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"uploaded_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "intake_reports_storageKey_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "follow_up_recalls" (
	"id" serial PRIMARY KEY NOT NULL,
	"appointment_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"doctor_id" integer NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"message_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follow_up_recalls_appointmentId_unique" UNIQUE("appointment_id")
);
--> statement-breakpoint
CREATE TABLE "visit_record_addenda" (
	"id" serial PRIMARY KEY NOT NULL,
	"appointment_id" integer NOT NULL,
	"body" text NOT NULL,
	"author_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visit_records" (
	"appointment_id" integer PRIMARY KEY NOT NULL,
	"findings" text DEFAULT '' NOT NULL,
	"assessment" text DEFAULT '' NOT NULL,
	"prakriti" text DEFAULT '' NOT NULL,
	"vikriti" text DEFAULT '' NOT NULL,
	"prescription" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"pathya" text DEFAULT '' NOT NULL,
	"apathya" text DEFAULT '' NOT NULL,
	"follow_up_days" integer,
	"author_user_id" integer,
	"finalised_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "consent_records" ADD CONSTRAINT "consent_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_records" ADD CONSTRAINT "consent_records_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intake_answers" ADD CONSTRAINT "intake_answers_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intake_answers" ADD CONSTRAINT "intake_answers_form_id_intake_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."intake_forms"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intake_forms" ADD CONSTRAINT "intake_forms_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intake_forms" ADD CONSTRAINT "intake_forms_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intake_reports" ADD CONSTRAINT "intake_reports_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intake_reports" ADD CONSTRAINT "intake_reports_uploaded_by_user_id_users_id_fk" FOREIGN KEY ("uploaded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_up_recalls" ADD CONSTRAINT "follow_up_recalls_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_up_recalls" ADD CONSTRAINT "follow_up_recalls_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_up_recalls" ADD CONSTRAINT "follow_up_recalls_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_up_recalls" ADD CONSTRAINT "follow_up_recalls_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_record_addenda" ADD CONSTRAINT "visit_record_addenda_appointment_id_visit_records_appointment_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."visit_records"("appointment_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_record_addenda" ADD CONSTRAINT "visit_record_addenda_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_records" ADD CONSTRAINT "visit_records_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_records" ADD CONSTRAINT "visit_records_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consent_records_user_idx" ON "consent_records" USING btree ("user_id","purpose","granted_at");--> statement-breakpoint
CREATE INDEX "consent_records_appointment_idx" ON "consent_records" USING btree ("appointment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "intake_forms_service_version_unique" ON "intake_forms" USING btree ("service_id","version");--> statement-breakpoint
CREATE INDEX "intake_reports_appointment_idx" ON "intake_reports" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "follow_up_recalls_due_idx" ON "follow_up_recalls" USING btree ("due_at");--> statement-breakpoint
CREATE INDEX "follow_up_recalls_user_idx" ON "follow_up_recalls" USING btree ("user_id","service_id","doctor_id");--> statement-breakpoint
CREATE INDEX "visit_record_addenda_appointment_idx" ON "visit_record_addenda" USING btree ("appointment_id","id");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK (kind in ('booking_confirmed', 'rescheduled', 'cancelled', 'refund_processed', 'reminder_24h', 'reminder_2h', 'contact_received', 'visit_summary', 'follow_up_recall'));