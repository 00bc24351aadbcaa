CREATE TABLE "creation_thumbnails" (
	"creation_id" uuid PRIMARY KEY NOT NULL,
	"slide_id" uuid NOT NULL,
	"revision" integer NOT NULL,
	"png" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "folders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "creations" ADD COLUMN "slug" text;--> statement-breakpoint
-- Creations made before slugs: their name as words, then the first 8 hex digits of their id (unique).
UPDATE "creations" SET "slug" = coalesce(nullif(trim(both '-' from left(trim(both '-' from regexp_replace(lower("name"), '[^a-z0-9]+', '-', 'g')), 60)), ''), 'creation') || '-' || left(replace("id"::text, '-', ''), 8);--> statement-breakpoint
ALTER TABLE "creations" ALTER COLUMN "slug" SET NOT NULL;--> statement-breakpoint
-- The trash's 30 days count from deleted_at: creations deleted before it was always set start from their last change.
UPDATE "creations" SET "deleted_at" = "updated_at" WHERE "status" = 'deleted' AND "deleted_at" IS NULL;--> statement-breakpoint
ALTER TABLE "creations" ADD COLUMN "folder_id" uuid;--> statement-breakpoint
ALTER TABLE "slide_backups" ADD COLUMN "saved_by" uuid;--> statement-breakpoint
ALTER TABLE "creation_thumbnails" ADD CONSTRAINT "creation_thumbnails_creation_id_creations_id_fk" FOREIGN KEY ("creation_id") REFERENCES "public"."creations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "folders" ADD CONSTRAINT "folders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "folders_user_idx" ON "folders" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "creations" ADD CONSTRAINT "creations_folder_id_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."folders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slide_backups" ADD CONSTRAINT "slide_backups_saved_by_users_id_fk" FOREIGN KEY ("saved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "creations_slug_key" ON "creations" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "creations_deleted_at_idx" ON "creations" USING btree ("deleted_at");