ALTER TABLE "users" ADD COLUMN "plan_country_code" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "journal_granted_by" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "journal_granted_at" timestamp with time zone;--> statement-breakpoint
-- Journals were typed by users until now, and granted nothing honestly: they are forgotten. An
-- administrator or the journal grants membership from here on.
UPDATE "users" SET "journal" = NULL WHERE "journal" IS NOT NULL;--> statement-breakpoint
-- The plan in force keeps the country it began with; a plan whose start was never written began
-- when its user was made (sign-up writes it from now on).
UPDATE "users" SET "plan_country_code" = "country_code", "dt_begin" = COALESCE("dt_begin", "created_at");
