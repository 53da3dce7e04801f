ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK (kind in ('booking_confirmed', 'rescheduled', 'cancelled', 'refund_processed', 'reminder_72h', 'reminder_24h', 'reminder_2h', 'reminder_reply', 'contact_received', 'visit_summary', 'follow_up_recall', 'payment_link', 'course_session_evening', 'course_session_morning', 'course_refund_processed', 'course_payment_link'));--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "course_session_id" integer;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_course_session_id_course_sessions_id_fk" FOREIGN KEY ("course_session_id") REFERENCES "public"."course_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_course_session_idx" ON "notifications" USING btree ("course_session_id");
