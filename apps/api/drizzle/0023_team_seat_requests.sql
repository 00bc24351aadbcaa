ALTER TABLE "teams" ADD COLUMN "requested_seats" integer;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "seats_requested_at" timestamp with time zone;