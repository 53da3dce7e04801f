CREATE TABLE "course_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"step_index" integer NOT NULL,
	"phase" text NOT NULL,
	"therapy_id" integer NOT NULL,
	"room_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'planned' NOT NULL,
	"replaces_session_id" integer,
	"note" text DEFAULT '' NOT NULL,
	"marked_by" integer,
	"marked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_sessions_status_check" CHECK (status in ('planned', 'done', 'missed', 'moved', 'cancelled')),
	CONSTRAINT "course_sessions_range_check" CHECK ("course_sessions"."starts_at" < "course_sessions"."ends_at")
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"patient_id" integer NOT NULL,
	"template_id" integer NOT NULL,
	"assessment_appointment_id" integer,
	"starts_on" date NOT NULL,
	"price_paise" integer NOT NULL,
	"session_count" integer NOT NULL,
	"status" text DEFAULT 'planned' NOT NULL,
	"planned_by" integer,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courses_status_check" CHECK (status in ('planned', 'completed', 'cancelled')),
	CONSTRAINT "courses_price_check" CHECK ("courses"."price_paise" >= 0),
	CONSTRAINT "courses_sessions_check" CHECK ("courses"."session_count" > 0)
);
--> statement-breakpoint
CREATE TABLE "resource_leave" (
	"id" serial PRIMARY KEY NOT NULL,
	"resource_kind" text NOT NULL,
	"resource_id" integer NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resource_leave_kind_check" CHECK (resource_kind in ('doctor', 'therapist', 'room')),
	CONSTRAINT "resource_leave_range_check" CHECK ("resource_leave"."starts_on" <= "resource_leave"."ends_on")
);
--> statement-breakpoint
CREATE TABLE "therapist_skills" (
	"user_id" integer NOT NULL,
	"therapy_id" integer NOT NULL,
	CONSTRAINT "therapist_skills_user_id_therapy_id_pk" PRIMARY KEY("user_id","therapy_id")
);
--> statement-breakpoint
CREATE TABLE "working_hours" (
	"id" serial PRIMARY KEY NOT NULL,
	"resource_kind" text NOT NULL,
	"resource_id" integer NOT NULL,
	"weekday" integer NOT NULL,
	"start_minute" integer NOT NULL,
	"end_minute" integer NOT NULL,
	CONSTRAINT "working_hours_kind_check" CHECK (resource_kind in ('doctor', 'therapist', 'room')),
	CONSTRAINT "working_hours_weekday_check" CHECK ("working_hours"."weekday" between 0 and 6),
	CONSTRAINT "working_hours_span_check" CHECK ("working_hours"."start_minute" >= 0 and "working_hours"."start_minute" < "working_hours"."end_minute" and "working_hours"."end_minute" <= 1440)
);
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_role_check";--> statement-breakpoint
ALTER TABLE "reservations" DROP CONSTRAINT "reservations_purpose_check";--> statement-breakpoint
DROP INDEX "users_staff_email_unique";--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "slot_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "service_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "course_id" integer;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "course_session_id" integer;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "appointment_id" integer;--> statement-breakpoint
ALTER TABLE "course_sessions" ADD CONSTRAINT "course_sessions_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_sessions" ADD CONSTRAINT "course_sessions_therapy_id_therapies_id_fk" FOREIGN KEY ("therapy_id") REFERENCES "public"."therapies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_sessions" ADD CONSTRAINT "course_sessions_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_sessions" ADD CONSTRAINT "course_sessions_replaces_session_id_course_sessions_id_fk" FOREIGN KEY ("replaces_session_id") REFERENCES "public"."course_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_sessions" ADD CONSTRAINT "course_sessions_marked_by_users_id_fk" FOREIGN KEY ("marked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_template_id_course_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."course_templates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_assessment_appointment_id_appointments_id_fk" FOREIGN KEY ("assessment_appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_planned_by_users_id_fk" FOREIGN KEY ("planned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "therapist_skills" ADD CONSTRAINT "therapist_skills_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "therapist_skills" ADD CONSTRAINT "therapist_skills_therapy_id_therapies_id_fk" FOREIGN KEY ("therapy_id") REFERENCES "public"."therapies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_sessions_course_idx" ON "course_sessions" USING btree ("course_id","step_index");--> statement-breakpoint
CREATE INDEX "course_sessions_starts_at_idx" ON "course_sessions" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "courses_patient_idx" ON "courses" USING btree ("patient_id");--> statement-breakpoint
CREATE INDEX "resource_leave_resource_idx" ON "resource_leave" USING btree ("resource_kind","resource_id");--> statement-breakpoint
CREATE INDEX "therapist_skills_therapy_idx" ON "therapist_skills" USING btree ("therapy_id");--> statement-breakpoint
CREATE UNIQUE INDEX "working_hours_day_unique" ON "working_hours" USING btree ("resource_kind","resource_id","weekday");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_course_session_id_course_sessions_id_fk" FOREIGN KEY ("course_session_id") REFERENCES "public"."course_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_course_idx" ON "payments" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "reservations_course_session_idx" ON "reservations" USING btree ("course_session_id");--> statement-breakpoint
CREATE INDEX "reservations_appointment_idx" ON "reservations" USING btree ("appointment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_staff_email_unique" ON "users" USING btree (lower("email")) WHERE "users"."role" in ('admin', 'doctor', 'therapist');--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_therapist_check" CHECK ("users"."role" <> 'therapist' or ("users"."email" is not null and "users"."password_hash" is not null and "users"."gender" is not null));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK (role in ('patient', 'admin', 'doctor', 'therapist'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_subject_check" CHECK (("payments"."course_id" is null) = ("payments"."slot_id" is not null and "payments"."service_id" is not null));--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_holder_check" CHECK (("reservations"."purpose" = 'course_session') = ("reservations"."course_session_id" is not null) and ("reservations"."purpose" = 'consultation') = ("reservations"."appointment_id" is not null));--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_purpose_check" CHECK (purpose in ('block', 'course_session', 'consultation'));