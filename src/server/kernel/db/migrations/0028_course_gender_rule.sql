ALTER TABLE "courses" ADD COLUMN "gender_rule" text DEFAULT 'same' NOT NULL;--> statement-breakpoint
-- Courses planned before the rule was kept: 'same' when the patient has a gender and every therapist
-- holding one of its sessions is of it (what a move inferred until now), else 'any'.
UPDATE "courses" SET "gender_rule" = 'any'
WHERE NOT EXISTS (
		SELECT 1 FROM "reservations" r
		JOIN "course_sessions" s ON s."id" = r."course_session_id"
		WHERE s."course_id" = "courses"."id" AND r."resource_kind" = 'therapist'
	)
	OR EXISTS (
		SELECT 1 FROM "reservations" r
		JOIN "course_sessions" s ON s."id" = r."course_session_id"
		JOIN "users" t ON t."id" = r."resource_id"
		JOIN "users" p ON p."id" = "courses"."patient_id"
		WHERE s."course_id" = "courses"."id" AND r."resource_kind" = 'therapist' AND t."gender" IS DISTINCT FROM p."gender"
	)
	OR (SELECT p."gender" FROM "users" p WHERE p."id" = "courses"."patient_id") IS NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_gender_rule_check" CHECK (gender_rule in ('same', 'any'));
