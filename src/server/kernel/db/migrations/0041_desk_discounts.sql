-- Issue 51 item 10: a discount staff give at the desk, with its reason, kept on the payment and
-- frozen on its receipt (the amount stays what was taken: the fee less the discount).
ALTER TABLE "payments" ADD COLUMN "discount_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "discount_reason" text;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_discount_check" CHECK ("payments"."discount_paise" >= 0 and ("payments"."discount_paise" = 0) = ("payments"."discount_reason" is null));--> statement-breakpoint
ALTER TABLE "payment_documents" ADD COLUMN "discount_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_documents" ADD COLUMN "discount_reason" text;--> statement-breakpoint
ALTER TABLE "payment_documents" ADD CONSTRAINT "payment_documents_discount_check" CHECK ("payment_documents"."discount_paise" >= 0 and ("payment_documents"."discount_paise" = 0) = ("payment_documents"."discount_reason" is null));
