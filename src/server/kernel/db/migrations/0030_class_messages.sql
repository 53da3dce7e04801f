-- Issue 48's messages, laid once so the parts built side by side do not each rewrite the list:
-- a seat booked and its reminder, a session cancelled, a message to a session's attendees, a
-- waitlist offer. The application's list (src/lib/domain/notifications.ts) gains each kind with
-- its templates.
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK (kind in ('booking_confirmed', 'rescheduled', 'cancelled', 'refund_processed', 'reminder_72h', 'reminder_24h', 'reminder_2h', 'reminder_reply', 'contact_received', 'visit_summary', 'follow_up_recall', 'payment_link', 'course_session_evening', 'course_session_morning', 'course_refund_processed', 'course_payment_link', 'class_seat_booked', 'class_seat_reminder', 'class_session_cancelled', 'class_announcement', 'waitlist_offer'));--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "class_seat_id" integer;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_class_seat_id_class_seats_id_fk" FOREIGN KEY ("class_seat_id") REFERENCES "public"."class_seats"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_class_seat_idx" ON "notifications" USING btree ("class_seat_id");
