ALTER TABLE "slide_backups" ALTER COLUMN "content" SET DATA TYPE json USING "content"::json;--> statement-breakpoint
ALTER TABLE "slides" ALTER COLUMN "content" SET DATA TYPE json USING "content"::json;
