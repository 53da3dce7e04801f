ALTER TABLE "notifications" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id");--> statement-breakpoint
-- Issue 43: each message names the patient it is to or about, so an erasure finds it whatever its
-- audience. Messages of an appointment belong to its patient; a payment link's to its order's.
UPDATE "notifications" SET "user_id" = "appointments"."user_id" FROM "appointments" WHERE "appointments"."id" = "notifications"."appointment_id";--> statement-breakpoint
UPDATE "notifications" SET "user_id" = "payments"."user_id" FROM "payments"
  WHERE "notifications"."dedupe_key" LIKE 'payment_link:payment:%' AND "payments"."id" = split_part("notifications"."dedupe_key", ':', 3)::integer;--> statement-breakpoint
-- The trail stays append-only, with one narrow exception (docs/decisions/032): a transaction that
-- carries out an erasure sets clinic.audit_erasure to 'on' for itself (set_config(…, true)) and may
-- then rewrite the snapshots (before, after) and the client address of existing events, nothing
-- else of them. DELETE and TRUNCATE stay refused, as does any UPDATE outside such a transaction.
CREATE OR REPLACE FUNCTION "audit_events_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF current_setting('clinic.audit_erasure', true) = 'on'
      AND NEW.id = OLD.id AND NEW.at = OLD.at AND NEW.actor_id IS NOT DISTINCT FROM OLD.actor_id
      AND NEW.actor_role = OLD.actor_role AND NEW.action = OLD.action AND NEW.entity = OLD.entity
      AND NEW.entity_id IS NOT DISTINCT FROM OLD.entity_id THEN
      RETURN NEW;
    END IF;
  END IF;
  RAISE EXCEPTION 'audit_events is append-only: % is not allowed', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
