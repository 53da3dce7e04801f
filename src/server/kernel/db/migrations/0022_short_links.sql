CREATE TABLE "short_links" (
	"code" text PRIMARY KEY NOT NULL,
	"target_url" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "short_links_expires_at_idx" ON "short_links" USING btree ("expires_at");