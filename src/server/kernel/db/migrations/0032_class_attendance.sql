-- Issue 48, running a class: who came. One row per seat and session checked in at the door; a
-- series seat attends many sessions, so the mark cannot live on the seat. Undoing a check-in
-- deletes the row (the audit log keeps both).
CREATE TABLE "class_attendance" (
	"seat_id" integer NOT NULL,
	"session_id" integer NOT NULL,
	"checked_in_at" timestamp with time zone NOT NULL,
	"checked_in_by" integer,
	CONSTRAINT "class_attendance_seat_id_session_id_pk" PRIMARY KEY("seat_id","session_id")
);
--> statement-breakpoint
ALTER TABLE "class_attendance" ADD CONSTRAINT "class_attendance_seat_id_class_seats_id_fk" FOREIGN KEY ("seat_id") REFERENCES "public"."class_seats"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_attendance" ADD CONSTRAINT "class_attendance_session_id_class_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."class_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_attendance" ADD CONSTRAINT "class_attendance_checked_in_by_users_id_fk" FOREIGN KEY ("checked_in_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "class_attendance_session_idx" ON "class_attendance" USING btree ("session_id");
