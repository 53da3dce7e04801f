-- Issue 50 item 4 (docs/decisions/063): one checkout at the desk for a visit's dispensed medicines,
-- a tax invoice for them (CGST rule 46) and a credit note for each return of an invoiced line (rule
-- 53), each in its own gapless series per financial year (document_series: tax_invoice/2026-27,
-- tax_credit_note/2026-27). The medicines' payment is a payments row whose subject is the visit.
ALTER TABLE "payments" ADD COLUMN "medicines_appointment_id" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_medicines_appointment_id_appointments_id_fk" FOREIGN KEY ("medicines_appointment_id") REFERENCES "public"."appointments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_subject_check";--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_subject_check" CHECK (("payments"."slot_id" is not null and "payments"."service_id" is not null)::int + ("payments"."course_id" is not null)::int + ("payments"."class_seat_id" is not null)::int + ("payments"."programme_template_id" is not null)::int + ("payments"."medicines_appointment_id" is not null)::int = 1);--> statement-breakpoint
CREATE INDEX "payments_medicines_idx" ON "payments" USING btree ("medicines_appointment_id");--> statement-breakpoint
CREATE TABLE "tax_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"financial_year" text NOT NULL,
	"sequence" integer NOT NULL,
	"appointment_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"payment_id" integer NOT NULL,
	"invoice_id" integer,
	"dispense_return_id" integer,
	"refund_id" integer,
	"issued_at" timestamp with time zone NOT NULL,
	"language" text NOT NULL,
	"clinic_gstin" text NOT NULL,
	"clinic_state_code" text NOT NULL,
	"recipient_name" text NOT NULL,
	"recipient_address" text,
	"place_of_supply" text NOT NULL,
	"inter_state" boolean NOT NULL,
	"value_paise" integer NOT NULL,
	"taxable_paise" integer NOT NULL,
	"cgst_paise" integer NOT NULL,
	"sgst_paise" integer NOT NULL,
	"igst_paise" integer NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_documents_number_unique" UNIQUE("number"),
	CONSTRAINT "tax_documents_dispense_return_id_unique" UNIQUE("dispense_return_id"),
	CONSTRAINT "tax_documents_kind_check" CHECK ("tax_documents"."kind" in ('tax_invoice', 'tax_credit_note')),
	CONSTRAINT "tax_documents_number_check" CHECK (char_length("tax_documents"."number") <= 16 and "tax_documents"."number" ~ '^[A-Z0-9/-]+$'),
	CONSTRAINT "tax_documents_state_check" CHECK ("tax_documents"."clinic_state_code" ~ '^[0-9]{2}$' and "tax_documents"."place_of_supply" ~ '^[0-9]{2}$' and "tax_documents"."inter_state" = ("tax_documents"."clinic_state_code" <> "tax_documents"."place_of_supply")),
	CONSTRAINT "tax_documents_amounts_check" CHECK ("tax_documents"."value_paise" > 0 and "tax_documents"."taxable_paise" >= 0 and "tax_documents"."cgst_paise" >= 0 and "tax_documents"."sgst_paise" >= 0 and "tax_documents"."igst_paise" >= 0 and "tax_documents"."value_paise" = "tax_documents"."taxable_paise" + "tax_documents"."cgst_paise" + "tax_documents"."sgst_paise" + "tax_documents"."igst_paise"),
	CONSTRAINT "tax_documents_tax_kind_check" CHECK (case when "tax_documents"."inter_state" then "tax_documents"."cgst_paise" = 0 and "tax_documents"."sgst_paise" = 0 else "tax_documents"."igst_paise" = 0 end),
	CONSTRAINT "tax_documents_credit_note_check" CHECK (("tax_documents"."kind" = 'tax_credit_note') = ("tax_documents"."invoice_id" is not null and "tax_documents"."dispense_return_id" is not null and "tax_documents"."reason" is not null))
);
--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_invoice_id_tax_documents_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."tax_documents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_dispense_return_id_dispense_returns_id_fk" FOREIGN KEY ("dispense_return_id") REFERENCES "public"."dispense_returns"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_series_unique" ON "tax_documents" USING btree ("kind","financial_year","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_invoice_payment_unique" ON "tax_documents" USING btree ("payment_id") WHERE "tax_documents"."kind" = 'tax_invoice';--> statement-breakpoint
CREATE INDEX "tax_documents_appointment_idx" ON "tax_documents" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "tax_documents_issued_idx" ON "tax_documents" USING btree ("issued_at");--> statement-breakpoint
CREATE TABLE "tax_document_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_id" integer NOT NULL,
	"dispense_line_id" integer NOT NULL,
	"hsn" text NOT NULL,
	"description" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit" text NOT NULL,
	"mrp_paise" integer NOT NULL,
	"gst_rate_bp" integer NOT NULL,
	"value_paise" integer NOT NULL,
	"taxable_paise" integer NOT NULL,
	"cgst_paise" integer NOT NULL,
	"sgst_paise" integer NOT NULL,
	"igst_paise" integer NOT NULL,
	CONSTRAINT "tax_document_lines_hsn_check" CHECK ("tax_document_lines"."hsn" ~ '^[0-9]{4,8}$'),
	CONSTRAINT "tax_document_lines_quantity_check" CHECK ("tax_document_lines"."quantity" > 0),
	CONSTRAINT "tax_document_lines_gst_check" CHECK ("tax_document_lines"."gst_rate_bp" in (0, 25, 300, 500, 1200, 1800, 2800)),
	CONSTRAINT "tax_document_lines_amounts_check" CHECK ("tax_document_lines"."mrp_paise" >= 0 and "tax_document_lines"."value_paise" = "tax_document_lines"."mrp_paise" * "tax_document_lines"."quantity" and "tax_document_lines"."value_paise" = "tax_document_lines"."taxable_paise" + "tax_document_lines"."cgst_paise" + "tax_document_lines"."sgst_paise" + "tax_document_lines"."igst_paise")
);
--> statement-breakpoint
ALTER TABLE "tax_document_lines" ADD CONSTRAINT "tax_document_lines_document_id_tax_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."tax_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_document_lines" ADD CONSTRAINT "tax_document_lines_dispense_line_id_dispense_lines_id_fk" FOREIGN KEY ("dispense_line_id") REFERENCES "public"."dispense_lines"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tax_document_lines_document_idx" ON "tax_document_lines" USING btree ("document_id");--> statement-breakpoint
ALTER TABLE "dispense_lines" ADD COLUMN "invoice_id" integer;--> statement-breakpoint
ALTER TABLE "dispense_lines" ADD CONSTRAINT "dispense_lines_invoice_id_tax_documents_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."tax_documents"("id") ON DELETE restrict ON UPDATE no action;
