CREATE TABLE "slide_collab_states" (
	"slide_id" uuid PRIMARY KEY NOT NULL,
	"state" "bytea" NOT NULL,
	"revision" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "slide_collab_states" ADD CONSTRAINT "slide_collab_states_slide_id_slides_id_fk" FOREIGN KEY ("slide_id") REFERENCES "public"."slides"("id") ON DELETE cascade ON UPDATE no action;