CREATE TABLE "course_template_steps" (
	"id" serial PRIMARY KEY NOT NULL,
	"template_id" integer NOT NULL,
	"phase" text NOT NULL,
	"day_offset" integer NOT NULL,
	"position" integer NOT NULL,
	"therapy_id" integer NOT NULL,
	"time_of_day" text DEFAULT 'any' NOT NULL,
	CONSTRAINT "course_template_steps_phase_check" CHECK (phase in ('purvakarma', 'pradhanakarma', 'paschatkarma')),
	CONSTRAINT "course_template_steps_time_check" CHECK (time_of_day in ('morning', 'afternoon', 'any')),
	CONSTRAINT "course_template_steps_day_check" CHECK ("course_template_steps"."day_offset" >= 0)
);
--> statement-breakpoint
CREATE TABLE "course_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_hi" text NOT NULL,
	"name_gu" text NOT NULL,
	"days" integer NOT NULL,
	"price_paise" integer NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_templates_days_check" CHECK ("course_templates"."days" between 1 and 28),
	CONSTRAINT "course_templates_price_check" CHECK ("course_templates"."price_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"id" serial PRIMARY KEY NOT NULL,
	"resource_kind" text NOT NULL,
	"resource_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"purpose" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservations_kind_check" CHECK (resource_kind in ('doctor', 'therapist', 'room')),
	CONSTRAINT "reservations_purpose_check" CHECK (purpose in ('block')),
	CONSTRAINT "reservations_range_check" CHECK ("reservations"."starts_at" < "reservations"."ends_at")
);
--> statement-breakpoint
CREATE TABLE "rooms" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"fittings" text[] DEFAULT '{}' NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rooms_name_unique" UNIQUE("name"),
	CONSTRAINT "rooms_fittings_check" CHECK (fittings <@ array['treatment-table', 'droni', 'steam-chamber', 'dhara-stand', 'basti-bed']::text[])
);
--> statement-breakpoint
CREATE TABLE "therapies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_hi" text NOT NULL,
	"name_gu" text NOT NULL,
	"minutes" integer NOT NULL,
	"therapists_needed" integer DEFAULT 1 NOT NULL,
	"fitting" text,
	"pre_instructions_en" text DEFAULT '' NOT NULL,
	"pre_instructions_hi" text DEFAULT '' NOT NULL,
	"pre_instructions_gu" text DEFAULT '' NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "therapies_minutes_check" CHECK ("therapies"."minutes" between 10 and 240),
	CONSTRAINT "therapies_therapists_check" CHECK ("therapies"."therapists_needed" between 1 and 2),
	CONSTRAINT "therapies_fitting_check" CHECK ("therapies"."fitting" is null or fitting in ('treatment-table', 'droni', 'steam-chamber', 'dhara-stand', 'basti-bed'))
);
--> statement-breakpoint
ALTER TABLE "course_template_steps" ADD CONSTRAINT "course_template_steps_template_id_course_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."course_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_template_steps" ADD CONSTRAINT "course_template_steps_therapy_id_therapies_id_fk" FOREIGN KEY ("therapy_id") REFERENCES "public"."therapies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "course_template_steps_order_unique" ON "course_template_steps" USING btree ("template_id","day_offset","position");--> statement-breakpoint
CREATE INDEX "course_template_steps_therapy_idx" ON "course_template_steps" USING btree ("therapy_id");--> statement-breakpoint
CREATE INDEX "reservations_starts_at_idx" ON "reservations" USING btree ("starts_at");--> statement-breakpoint
-- No resource is in two places at once (docs/decisions/038): PostgreSQL itself refuses a second
-- reservation of one resource over an overlapping range, whichever path writes it. btree_gist lets
-- one GiST index compare the kind and id by equality beside the range's overlap; PostgreSQL,
-- Neon and PGlite (its contrib build) all have it.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_no_overlap" EXCLUDE USING gist ("resource_kind" WITH =, "resource_id" WITH =, tstzrange("starts_at", "ends_at") WITH &&);
