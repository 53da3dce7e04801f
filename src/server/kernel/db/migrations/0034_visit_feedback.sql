-- Issue 49, item 6: every completed visit asks its patient once, about an hour later, how it went.
-- One row per appointment; the link's token is kept only as its SHA-256 (the message carries the
-- token itself). The answer (1-5 and an optional comment) is written once, within 14 days. The
-- clinic's public review link is an optional clinic setting shown to those who answered.
CREATE TABLE "visit_feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"appointment_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"rating" integer,
	"comment" text,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visit_feedback_appointment_id_unique" UNIQUE("appointment_id"),
	CONSTRAINT "visit_feedback_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "visit_feedback_rating_check" CHECK ("visit_feedback"."rating" is null or "visit_feedback"."rating" between 1 and 5),
	CONSTRAINT "visit_feedback_answer_check" CHECK (("visit_feedback"."rating" is null) = ("visit_feedback"."answered_at" is null))
);
--> statement-breakpoint
ALTER TABLE "visit_feedback" ADD CONSTRAINT "visit_feedback_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_feedback" ADD CONSTRAINT "visit_feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "visit_feedback_user_idx" ON "visit_feedback" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "visit_feedback_answered_idx" ON "visit_feedback" USING btree ("answered_at");--> statement-breakpoint
ALTER TABLE "clinic_settings" ADD COLUMN "review_url" text;--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK (kind in ('booking_confirmed', 'rescheduled', 'cancelled', 'refund_processed', 'reminder_72h', 'reminder_24h', 'reminder_2h', 'reminder_reply', 'contact_received', 'visit_summary', 'follow_up_recall', 'payment_link', 'course_session_evening', 'course_session_morning', 'course_refund_processed', 'course_payment_link', 'class_seat_booked', 'class_seat_reminder', 'class_session_cancelled', 'class_announcement', 'waitlist_offer', 'visit_feedback'));
