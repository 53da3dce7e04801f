CREATE TABLE "doctor_services" (
	"doctor_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	CONSTRAINT "doctor_services_doctor_id_service_id_pk" PRIMARY KEY("doctor_id","service_id")
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "mode" text DEFAULT 'video' NOT NULL;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "qualification" text;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "registration_number" text;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "photo_url" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "mode" text DEFAULT 'video' NOT NULL;--> statement-breakpoint
ALTER TABLE "doctor_services" ADD CONSTRAINT "doctor_services_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_services" ADD CONSTRAINT "doctor_services_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "doctor_services_service_idx" ON "doctor_services" USING btree ("service_id");--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_mode_check" CHECK (mode in ('video', 'call'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_mode_check" CHECK (mode in ('video', 'call'));--> statement-breakpoint
-- Until staff say otherwise, every existing doctor keeps offering every existing service (as before this table).
INSERT INTO "doctor_services" ("doctor_id", "service_id") SELECT "doctors"."id", "services"."id" FROM "doctors" CROSS JOIN "services";
