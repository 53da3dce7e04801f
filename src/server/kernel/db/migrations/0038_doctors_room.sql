-- Issue 51, items 1-3: what the clinic keeps on a patient between visits (allergies, long-standing
-- conditions, regular medicines: one row per patient, written by a doctor or the admin) and what a
-- visit examined (vitals within human range, the Ashtavidha pariksha, the dosha of prakriti and
-- vikriti: one row per visit record, written with it and locked with it when finalised).
CREATE TABLE "patient_health_files" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"allergies" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"conditions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"medicines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "patient_health_files" ADD CONSTRAINT "patient_health_files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_health_files" ADD CONSTRAINT "patient_health_files_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "visit_examinations" (
	"appointment_id" integer PRIMARY KEY NOT NULL,
	"systolic" integer,
	"diastolic" integer,
	"pulse" integer,
	"temperature_c" numeric(3, 1),
	"spo2" integer,
	"weight_kg" numeric(4, 1),
	"height_cm" numeric(4, 1),
	"ashtavidha" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"prakriti" text,
	"vikriti" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visit_examinations_systolic_check" CHECK ("visit_examinations"."systolic" is null or "visit_examinations"."systolic" between 50 and 260),
	CONSTRAINT "visit_examinations_diastolic_check" CHECK ("visit_examinations"."diastolic" is null or "visit_examinations"."diastolic" between 30 and 160),
	CONSTRAINT "visit_examinations_pulse_check" CHECK ("visit_examinations"."pulse" is null or "visit_examinations"."pulse" between 25 and 250),
	CONSTRAINT "visit_examinations_temperature_check" CHECK ("visit_examinations"."temperature_c" is null or "visit_examinations"."temperature_c" between 30 and 45),
	CONSTRAINT "visit_examinations_spo2_check" CHECK ("visit_examinations"."spo2" is null or "visit_examinations"."spo2" between 50 and 100),
	CONSTRAINT "visit_examinations_weight_check" CHECK ("visit_examinations"."weight_kg" is null or "visit_examinations"."weight_kg" between 0.5 and 350),
	CONSTRAINT "visit_examinations_height_check" CHECK ("visit_examinations"."height_cm" is null or "visit_examinations"."height_cm" between 30 and 250)
);
--> statement-breakpoint
ALTER TABLE "visit_examinations" ADD CONSTRAINT "visit_examinations_appointment_id_visit_records_appointment_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."visit_records"("appointment_id") ON DELETE cascade ON UPDATE no action;
