CREATE TABLE "appointment_action_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"appointment_id" integer NOT NULL,
	"calendar_sequence" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_actions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointment_action_links_code_unique" UNIQUE("code"),
	CONSTRAINT "appointment_action_links_version_unique" UNIQUE("appointment_id","calendar_sequence")
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "patient_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "patient_wants_change_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "delivery_status" text;--> statement-breakpoint
ALTER TABLE "appointment_action_links" ADD CONSTRAINT "appointment_action_links_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK (kind in ('booking_confirmed', 'rescheduled', 'cancelled', 'refund_processed', 'reminder_72h', 'reminder_24h', 'reminder_2h', 'reminder_reply', 'contact_received', 'visit_summary', 'follow_up_recall'));