CREATE TABLE "clinic_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"name" text NOT NULL,
	"address_line1" text NOT NULL,
	"address_line2" text,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"postal_code" text NOT NULL,
	"map_url" text,
	"geo_lat" double precision,
	"geo_lon" double precision,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clinic_settings_single_row_check" CHECK ("clinic_settings"."id" = 1),
	CONSTRAINT "clinic_settings_geo_check" CHECK (("clinic_settings"."geo_lat" is null) = ("clinic_settings"."geo_lon" is null) and ("clinic_settings"."geo_lat" is null or ("clinic_settings"."geo_lat" between -90 and 90 and "clinic_settings"."geo_lon" between -180 and 180)))
);
--> statement-breakpoint
-- Seeded from the constants the site was built with (src/content/site.ts); staff edit it from here on.
INSERT INTO "clinic_settings" ("id", "name", "address_line1", "address_line2", "city", "state", "postal_code", "map_url", "phone", "email")
VALUES (1, 'Jamnagar Ayurveda Clinic', '2nd floor, Shanti Complex', 'Near Lal Bungalow, Pandit Nehru Marg', 'Jamnagar', 'Gujarat', '361008',
  'https://www.google.com/maps/search/?api=1&query=Shanti+Complex%2C+Pandit+Nehru+Marg%2C+Jamnagar+361008', '+91 98240 11000', 'care@ayurvedaclinic.in')
ON CONFLICT ("id") DO NOTHING;
