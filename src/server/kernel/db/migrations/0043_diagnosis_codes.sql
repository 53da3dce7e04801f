-- Issue 51 item 4 (docs/decisions/060): the NAMASTE code list with its ICD-11 TM2 counterparts, as the
-- clinic imports it (no code ships with the product), and the coded diagnoses a visit record copies
-- from it at the moment the doctor picks them.
CREATE TABLE "diagnosis_code_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"file_name" text DEFAULT '' NOT NULL,
	"code_count" integer NOT NULL,
	"imported_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "diagnosis_code_lists_count_check" CHECK ("diagnosis_code_lists"."code_count" > 0)
);
--> statement-breakpoint
ALTER TABLE "diagnosis_code_lists" ADD CONSTRAINT "diagnosis_code_lists_imported_by_user_id_users_id_fk" FOREIGN KEY ("imported_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "diagnosis_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"list_id" integer NOT NULL,
	"namaste_code" text NOT NULL,
	"term" text NOT NULL,
	"term_diacritical" text DEFAULT '' NOT NULL,
	"term_devanagari" text DEFAULT '' NOT NULL,
	"tm2_code" text,
	"tm2_title" text DEFAULT '' NOT NULL,
	CONSTRAINT "diagnosis_codes_namaste_code_check" CHECK ("diagnosis_codes"."namaste_code" ~ '^[A-Z]{1,4}-?[0-9]{1,3}(\.[0-9]{1,3}){0,3}( ?\([A-Z0-9]{1,4}\))?$'),
	CONSTRAINT "diagnosis_codes_tm2_code_check" CHECK ("diagnosis_codes"."tm2_code" is null or "diagnosis_codes"."tm2_code" ~ '^S[K-Z][0-9][0-9A-Z](\.[0-9A-Z]{1,2})?$'),
	CONSTRAINT "diagnosis_codes_term_check" CHECK (length(trim("diagnosis_codes"."term")) between 1 and 300)
);
--> statement-breakpoint
ALTER TABLE "diagnosis_codes" ADD CONSTRAINT "diagnosis_codes_list_id_diagnosis_code_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."diagnosis_code_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "diagnosis_codes_list_code_unique" ON "diagnosis_codes" USING btree ("list_id","namaste_code");--> statement-breakpoint
ALTER TABLE "visit_records" ADD COLUMN "diagnoses" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "visit_records" ADD CONSTRAINT "visit_records_diagnoses_check" CHECK (jsonb_typeof("visit_records"."diagnoses") = 'array' and jsonb_array_length("visit_records"."diagnoses") <= 10);
