CREATE TABLE "document_series" (
	"series" text PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"financial_year" text NOT NULL,
	"sequence" integer NOT NULL,
	"title" text NOT NULL,
	"payment_id" integer NOT NULL,
	"refund_id" integer,
	"receipt_id" integer,
	"appointment_id" integer,
	"user_id" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"amount_paise" integer NOT NULL,
	"method" text NOT NULL,
	"provider_payment_id" text,
	"patient_name" text NOT NULL,
	"service_name" text NOT NULL,
	"sac" text NOT NULL,
	"clinic_gstin" text,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_documents_number_unique" UNIQUE("number"),
	CONSTRAINT "payment_documents_refundId_unique" UNIQUE("refund_id"),
	CONSTRAINT "payment_documents_kind_check" CHECK (kind in ('receipt', 'credit_note')),
	CONSTRAINT "payment_documents_method_check" CHECK (method in ('online', 'cash', 'upi', 'card', 'link', 'waived')),
	CONSTRAINT "payment_documents_amount_check" CHECK ("payment_documents"."amount_paise" > 0),
	CONSTRAINT "payment_documents_credit_note_check" CHECK (("payment_documents"."kind" = 'credit_note') = ("payment_documents"."refund_id" is not null and "payment_documents"."receipt_id" is not null and "payment_documents"."reason" is not null))
);
--> statement-breakpoint
ALTER TABLE "clinic_settings" ADD COLUMN "gstin" text;--> statement-breakpoint
ALTER TABLE "payment_documents" ADD CONSTRAINT "payment_documents_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_documents" ADD CONSTRAINT "payment_documents_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_documents" ADD CONSTRAINT "payment_documents_receipt_id_payment_documents_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."payment_documents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_documents" ADD CONSTRAINT "payment_documents_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_documents" ADD CONSTRAINT "payment_documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_documents_series_unique" ON "payment_documents" USING btree ("kind","financial_year","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_documents_receipt_unique" ON "payment_documents" USING btree ("payment_id") WHERE "payment_documents"."kind" = 'receipt';--> statement-breakpoint
CREATE INDEX "payment_documents_issued_idx" ON "payment_documents" USING btree ("issued_at");--> statement-breakpoint
CREATE INDEX "payment_documents_user_idx" ON "payment_documents" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "payment_documents_appointment_idx" ON "payment_documents" USING btree ("appointment_id");