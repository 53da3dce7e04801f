-- Issue 50 items 1-3 and 5: the dispensary's catalogue, stock by batch and expiry, dispensing
-- against the doctor's prescription, and returns (docs/decisions/054).
CREATE TABLE "dispensary_medicines" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"form" text NOT NULL,
	"kind" text NOT NULL,
	"hsn" text NOT NULL,
	"gst_rate_bp" integer NOT NULL,
	"unit" text NOT NULL,
	"pack_size" text NOT NULL,
	"mrp_paise" integer NOT NULL,
	"reorder_level" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dispensary_medicines_form_check" CHECK ("dispensary_medicines"."form" in ('churna', 'vati', 'kashaya', 'taila', 'ghrita', 'asava_arishta', 'avaleha', 'bhasma', 'other')),
	CONSTRAINT "dispensary_medicines_kind_check" CHECK ("dispensary_medicines"."kind" in ('classical', 'proprietary')),
	CONSTRAINT "dispensary_medicines_hsn_check" CHECK ("dispensary_medicines"."hsn" ~ '^[0-9]{4,8}$'),
	CONSTRAINT "dispensary_medicines_gst_check" CHECK ("dispensary_medicines"."gst_rate_bp" in (0, 25, 300, 500, 1200, 1800, 2800)),
	CONSTRAINT "dispensary_medicines_mrp_check" CHECK ("dispensary_medicines"."mrp_paise" >= 0),
	CONSTRAINT "dispensary_medicines_reorder_check" CHECK ("dispensary_medicines"."reorder_level" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "dispensary_medicines_name_unique" ON "dispensary_medicines" USING btree (lower("name"));--> statement-breakpoint
CREATE TABLE "dispensary_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"medicine_id" integer NOT NULL,
	"batch_number" text NOT NULL,
	"mfg_date" date NOT NULL,
	"expiry_date" date NOT NULL,
	"quantity_received" integer NOT NULL,
	"on_hand" integer NOT NULL,
	"cost_paise" integer NOT NULL,
	"supplier" text NOT NULL,
	"received_by_user_id" integer,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dispensary_batches_on_hand_check" CHECK ("dispensary_batches"."on_hand" >= 0),
	CONSTRAINT "dispensary_batches_received_check" CHECK ("dispensary_batches"."quantity_received" > 0),
	CONSTRAINT "dispensary_batches_cost_check" CHECK ("dispensary_batches"."cost_paise" >= 0),
	CONSTRAINT "dispensary_batches_expiry_check" CHECK ("dispensary_batches"."expiry_date" > "dispensary_batches"."mfg_date")
);
--> statement-breakpoint
ALTER TABLE "dispensary_batches" ADD CONSTRAINT "dispensary_batches_medicine_id_fk" FOREIGN KEY ("medicine_id") REFERENCES "public"."dispensary_medicines"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispensary_batches" ADD CONSTRAINT "dispensary_batches_received_by_user_id_fk" FOREIGN KEY ("received_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dispensary_batches_number_unique" ON "dispensary_batches" USING btree ("medicine_id", lower("batch_number"));--> statement-breakpoint
CREATE INDEX "dispensary_batches_fefo_idx" ON "dispensary_batches" USING btree ("medicine_id", "expiry_date", "id");--> statement-breakpoint
CREATE TABLE "dispenses" (
	"id" serial PRIMARY KEY NOT NULL,
	"appointment_id" integer NOT NULL,
	"partial" boolean NOT NULL,
	"note" text,
	"dispensed_by_user_id" integer,
	"dispensed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dispenses" ADD CONSTRAINT "dispenses_appointment_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispenses" ADD CONSTRAINT "dispenses_dispensed_by_user_id_fk" FOREIGN KEY ("dispensed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dispenses_appointment_idx" ON "dispenses" USING btree ("appointment_id");--> statement-breakpoint
CREATE TABLE "dispense_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"dispense_id" integer NOT NULL,
	"prescription_line" integer NOT NULL,
	"prescribed_medicine" text NOT NULL,
	"substituted" boolean NOT NULL,
	"medicine_id" integer NOT NULL,
	"batch_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"returned_quantity" integer DEFAULT 0 NOT NULL,
	"mrp_paise" integer NOT NULL,
	"gst_rate_bp" integer NOT NULL,
	"hsn" text NOT NULL,
	CONSTRAINT "dispense_lines_quantity_check" CHECK ("dispense_lines"."quantity" > 0),
	CONSTRAINT "dispense_lines_returned_check" CHECK ("dispense_lines"."returned_quantity" between 0 and "dispense_lines"."quantity")
);
--> statement-breakpoint
ALTER TABLE "dispense_lines" ADD CONSTRAINT "dispense_lines_dispense_id_fk" FOREIGN KEY ("dispense_id") REFERENCES "public"."dispenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispense_lines" ADD CONSTRAINT "dispense_lines_medicine_id_fk" FOREIGN KEY ("medicine_id") REFERENCES "public"."dispensary_medicines"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispense_lines" ADD CONSTRAINT "dispense_lines_batch_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."dispensary_batches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dispense_lines_dispense_idx" ON "dispense_lines" USING btree ("dispense_id");--> statement-breakpoint
CREATE TABLE "dispense_returns" (
	"id" serial PRIMARY KEY NOT NULL,
	"dispense_line_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"reason" text NOT NULL,
	"returned_by_user_id" integer,
	"returned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dispense_returns_quantity_check" CHECK ("dispense_returns"."quantity" > 0)
);
--> statement-breakpoint
ALTER TABLE "dispense_returns" ADD CONSTRAINT "dispense_returns_dispense_line_id_fk" FOREIGN KEY ("dispense_line_id") REFERENCES "public"."dispense_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispense_returns" ADD CONSTRAINT "dispense_returns_returned_by_user_id_fk" FOREIGN KEY ("returned_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "dispensary_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"return_window_days" integer DEFAULT 7 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dispensary_settings_one_row" CHECK ("dispensary_settings"."id" = 1),
	CONSTRAINT "dispensary_settings_window_check" CHECK ("dispensary_settings"."return_window_days" between 0 and 90)
);
