ALTER TABLE "creations" ADD COLUMN "first_edited_at" timestamp with time zone;--> statement-breakpoint
-- Creations made before this counted from the start: they keep counting.
UPDATE "creations" SET "first_edited_at" = "created_at";
