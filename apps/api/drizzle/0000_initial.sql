CREATE TABLE "creations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'available' NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "creations_status_check" CHECK ("creations"."status" in ('available', 'deleted')),
	CONSTRAINT "creations_type_check" CHECK ("creations"."type" in ('abstract', 'slide', 'infographic', 'poster', 'custom'))
);
--> statement-breakpoint
CREATE TABLE "slide_backups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slide_id" uuid NOT NULL,
	"revision" integer NOT NULL,
	"content" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "slides" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"creation_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"content" jsonb NOT NULL,
	"revision" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cactus_id" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"partner" text,
	"tp_user" text DEFAULT 'T' NOT NULL,
	"dt_begin" timestamp with time zone,
	"country_code" text,
	"journal" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_tp_user_check" CHECK ("users"."tp_user" in ('T', 'S', 'R', 'L', 'J', 'A'))
);
--> statement-breakpoint
ALTER TABLE "creations" ADD CONSTRAINT "creations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slide_backups" ADD CONSTRAINT "slide_backups_slide_id_slides_id_fk" FOREIGN KEY ("slide_id") REFERENCES "public"."slides"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slides" ADD CONSTRAINT "slides_creation_id_creations_id_fk" FOREIGN KEY ("creation_id") REFERENCES "public"."creations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "creations_user_status_updated_idx" ON "creations" USING btree ("user_id","status","updated_at");--> statement-breakpoint
CREATE INDEX "slide_backups_slide_revision_idx" ON "slide_backups" USING btree ("slide_id","revision");--> statement-breakpoint
CREATE INDEX "slides_creation_position_idx" ON "slides" USING btree ("creation_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "users_cactus_id_key" ON "users" USING btree ("cactus_id");