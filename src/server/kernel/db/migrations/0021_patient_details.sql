ALTER TABLE "users" ADD COLUMN "date_of_birth" date;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_date_of_birth_estimated" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "emergency_contact_name" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "emergency_contact_mobile" text;--> statement-breakpoint
ALTER TABLE "payment_documents" ADD COLUMN "patient_address" text;--> statement-breakpoint
ALTER TABLE "payment_documents" ADD COLUMN "visit_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_documents" ADD COLUMN "doctor_name" text;--> statement-breakpoint
ALTER TABLE "payment_documents" ADD COLUMN "received_by" text;--> statement-breakpoint
ALTER TABLE "payment_documents" ADD COLUMN "payment_reference" text;