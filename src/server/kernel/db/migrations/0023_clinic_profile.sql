ALTER TABLE "clinic_settings" ADD COLUMN "opening_hours" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "clinic_settings" ADD COLUMN "registration_number" text;--> statement-breakpoint
ALTER TABLE "clinic_settings" ADD COLUMN "logo_type" text;--> statement-breakpoint
-- Seeded from the hours the site was built with (src/content/site.ts); staff edit them from here on.
UPDATE "clinic_settings" SET "opening_hours" = ARRAY['Monday to Saturday: 10:00 AM – 1:00 PM and 4:00 PM – 7:00 PM IST', 'Sunday: closed'];
