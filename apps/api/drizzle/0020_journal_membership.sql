ALTER TABLE "users" ADD COLUMN "journal_granted_by" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "journal_granted_at" timestamp with time zone;--> statement-breakpoint
-- Journals were typed by users until now, and granted nothing honestly: they are forgotten. An
-- administrator or the journal grants membership from here on.
UPDATE "users" SET "journal" = NULL WHERE "journal" IS NOT NULL;
