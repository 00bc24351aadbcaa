ALTER TABLE "users" ADD COLUMN "embed_partner_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "embed_submission_id" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_embed_check" CHECK (("users"."embed_partner_id" is null) = ("users"."embed_submission_id" is null));