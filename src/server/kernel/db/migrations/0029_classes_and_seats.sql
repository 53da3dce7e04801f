CREATE TABLE "classes" (
	"id" serial PRIMARY KEY NOT NULL,
	"title_en" text NOT NULL,
	"title_hi" text NOT NULL,
	"title_gu" text NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"description_hi" text DEFAULT '' NOT NULL,
	"description_gu" text DEFAULT '' NOT NULL,
	"teacher_kind" text NOT NULL,
	"teacher_id" integer NOT NULL,
	"room_id" integer,
	"in_person_seats" integer DEFAULT 0 NOT NULL,
	"online_seats" integer DEFAULT 0 NOT NULL,
	"price_paise" integer DEFAULT 0 NOT NULL,
	"seat_sale" text DEFAULT 'session' NOT NULL,
	"rrule" text,
	"status" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "classes_teacher_kind_check" CHECK (teacher_kind in ('doctor', 'therapist')),
	CONSTRAINT "classes_seat_sale_check" CHECK (seat_sale in ('session', 'series', 'both')),
	CONSTRAINT "classes_price_check" CHECK ("classes"."price_paise" >= 0),
	CONSTRAINT "classes_seats_check" CHECK ("classes"."in_person_seats" >= 0 and "classes"."online_seats" >= 0 and "classes"."in_person_seats" + "classes"."online_seats" > 0),
	CONSTRAINT "classes_room_check" CHECK ("classes"."in_person_seats" = 0 or "classes"."room_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "class_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"class_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"in_series" boolean DEFAULT false NOT NULL,
	"meeting_link" text,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_sessions_status_check" CHECK (status in ('scheduled', 'cancelled')),
	CONSTRAINT "class_sessions_range_check" CHECK ("class_sessions"."starts_at" < "class_sessions"."ends_at")
);
--> statement-breakpoint
CREATE TABLE "class_seats" (
	"id" serial PRIMARY KEY NOT NULL,
	"class_id" integer NOT NULL,
	"session_id" integer,
	"patient_id" integer NOT NULL,
	"mode" text NOT NULL,
	"status" text DEFAULT 'held' NOT NULL,
	"hold_expires_at" timestamp with time zone,
	"price_paise" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_seats_mode_check" CHECK (mode in ('in_person', 'online')),
	CONSTRAINT "class_seats_status_check" CHECK (status in ('held', 'paid', 'cancelled', 'refunded')),
	CONSTRAINT "class_seats_hold_check" CHECK ("class_seats"."status" <> 'held' or "class_seats"."hold_expires_at" is not null),
	CONSTRAINT "class_seats_price_check" CHECK ("class_seats"."price_paise" >= 0)
);
--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_sessions" ADD CONSTRAINT "class_sessions_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_seats" ADD CONSTRAINT "class_seats_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_seats" ADD CONSTRAINT "class_seats_session_id_class_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."class_sessions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_seats" ADD CONSTRAINT "class_seats_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "class_sessions_class_idx" ON "class_sessions" USING btree ("class_id","starts_at");--> statement-breakpoint
CREATE INDEX "class_sessions_starts_at_idx" ON "class_sessions" USING btree ("starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "class_seats_session_patient_unique" ON "class_seats" USING btree ("session_id","patient_id") WHERE "class_seats"."session_id" is not null and "class_seats"."status" in ('held', 'paid');--> statement-breakpoint
CREATE UNIQUE INDEX "class_seats_series_patient_unique" ON "class_seats" USING btree ("class_id","patient_id") WHERE "class_seats"."session_id" is null and "class_seats"."status" in ('held', 'paid');--> statement-breakpoint
CREATE INDEX "class_seats_class_idx" ON "class_seats" USING btree ("class_id","status");--> statement-breakpoint
CREATE INDEX "class_seats_session_idx" ON "class_seats" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "class_seats_patient_idx" ON "class_seats" USING btree ("patient_id");--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "class_seat_id" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_class_seat_id_class_seats_id_fk" FOREIGN KEY ("class_seat_id") REFERENCES "public"."class_seats"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_class_seat_idx" ON "payments" USING btree ("class_seat_id");--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_subject_check";--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_subject_check" CHECK (("payments"."slot_id" is not null and "payments"."service_id" is not null)::int + ("payments"."course_id" is not null)::int + ("payments"."class_seat_id" is not null)::int = 1);--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "class_session_id" integer;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_class_session_id_class_sessions_id_fk" FOREIGN KEY ("class_session_id") REFERENCES "public"."class_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reservations_class_session_idx" ON "reservations" USING btree ("class_session_id");--> statement-breakpoint
ALTER TABLE "reservations" DROP CONSTRAINT "reservations_holder_check";--> statement-breakpoint
ALTER TABLE "reservations" DROP CONSTRAINT "reservations_purpose_check";--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_purpose_check" CHECK (purpose in ('block', 'course_session', 'consultation', 'class_session'));--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_holder_check" CHECK (("reservations"."purpose" = 'course_session') = ("reservations"."course_session_id" is not null) and ("reservations"."purpose" = 'consultation') = ("reservations"."appointment_id" is not null) and ("reservations"."purpose" = 'class_session') = ("reservations"."class_session_id" is not null));
