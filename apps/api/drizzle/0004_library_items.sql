CREATE TABLE "library_items" (
	"id" text PRIMARY KEY NOT NULL,
	"added" boolean DEFAULT false NOT NULL,
	"description" jsonb,
	"svg" text,
	"thumbnail" "bytea",
	"width" double precision,
	"height" double precision,
	"parts" jsonb,
	"retired_at" timestamp with time zone,
	"revision" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "library_items_drawing_check" CHECK (("library_items"."svg" is null) = ("library_items"."thumbnail" is null) and ("library_items"."svg" is null) = ("library_items"."width" is null) and ("library_items"."svg" is null) = ("library_items"."height" is null) and ("library_items"."svg" is null) = ("library_items"."parts" is null)),
	CONSTRAINT "library_items_added_check" CHECK (not "library_items"."added" or ("library_items"."description" is not null and "library_items"."svg" is not null))
);
--> statement-breakpoint
ALTER TABLE "library_items" ADD CONSTRAINT "library_items_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_items" ADD CONSTRAINT "library_items_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;