-- Issue 50 item 6 (docs/decisions/065): medicines of a finalised visit bought online, collected at
-- the clinic or delivered (a taxable delivery charge, a dispensary setting). The order's payment is
-- a payments row naming it; its tax invoice may carry a delivery line (no dispense line), and a
-- cancelled order's credit note credits the whole invoice (no dispense return).
ALTER TABLE "dispensary_settings" ADD COLUMN "delivery_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "dispensary_settings" ADD CONSTRAINT "dispensary_settings_delivery_check" CHECK ("dispensary_settings"."delivery_paise" >= 0);--> statement-breakpoint
CREATE TABLE "medicine_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"appointment_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"fulfilment" text NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"lines" jsonb NOT NULL,
	"delivery_paise" integer DEFAULT 0 NOT NULL,
	"amount_paise" integer NOT NULL,
	"address_lines" text,
	"city" text,
	"pin" text,
	"state_code" text,
	"courier_reference" text,
	"invoice_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "medicine_orders_fulfilment_check" CHECK (fulfilment in ('collect', 'delivery')),
	CONSTRAINT "medicine_orders_status_check" CHECK (status in ('created', 'paid', 'ready', 'dispatched', 'collected', 'delivered', 'cancelled', 'refunded')),
	CONSTRAINT "medicine_orders_amount_check" CHECK ("medicine_orders"."amount_paise" > 0 and "medicine_orders"."delivery_paise" >= 0),
	CONSTRAINT "medicine_orders_address_check" CHECK (case when "medicine_orders"."fulfilment" = 'delivery' then "medicine_orders"."address_lines" is not null and "medicine_orders"."city" is not null and "medicine_orders"."pin" ~ '^[1-9][0-9]{5}$' and "medicine_orders"."state_code" ~ '^[0-9]{2}$' else "medicine_orders"."delivery_paise" = 0 and "medicine_orders"."address_lines" is null end)
);
--> statement-breakpoint
ALTER TABLE "medicine_orders" ADD CONSTRAINT "medicine_orders_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medicine_orders" ADD CONSTRAINT "medicine_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medicine_orders" ADD CONSTRAINT "medicine_orders_invoice_id_tax_documents_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."tax_documents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "medicine_orders_appointment_idx" ON "medicine_orders" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "medicine_orders_status_idx" ON "medicine_orders" USING btree ("status");--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "medicine_order_id" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_medicine_order_id_medicine_orders_id_fk" FOREIGN KEY ("medicine_order_id") REFERENCES "public"."medicine_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_medicine_order_idx" ON "payments" USING btree ("medicine_order_id");--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_subject_check";--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_subject_check" CHECK (("payments"."slot_id" is not null and "payments"."service_id" is not null)::int + ("payments"."course_id" is not null)::int + ("payments"."class_seat_id" is not null)::int + ("payments"."programme_template_id" is not null)::int + ("payments"."medicines_appointment_id" is not null)::int + ("payments"."medicine_order_id" is not null)::int = 1);--> statement-breakpoint
ALTER TABLE "tax_document_lines" ALTER COLUMN "dispense_line_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "tax_documents" DROP CONSTRAINT "tax_documents_credit_note_check";--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_credit_note_check" CHECK (("tax_documents"."kind" = 'tax_credit_note') = ("tax_documents"."invoice_id" is not null and "tax_documents"."reason" is not null) and ("tax_documents"."dispense_return_id" is null or "tax_documents"."kind" = 'tax_credit_note'));
