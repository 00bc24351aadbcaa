CREATE TABLE "creation_shares" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"creation_id" uuid NOT NULL,
	"user_id" uuid,
	"email" text NOT NULL,
	"permission" text NOT NULL,
	"shared_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "creation_shares_permission_check" CHECK ("creation_shares"."permission" in ('editor', 'commentor'))
);
--> statement-breakpoint
CREATE TABLE "slide_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"creation_id" uuid NOT NULL,
	"slide_id" uuid NOT NULL,
	"element_id" text,
	"parent_id" uuid,
	"author_id" uuid NOT NULL,
	"text" text NOT NULL,
	"checked" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "creation_shares" ADD CONSTRAINT "creation_shares_creation_id_creations_id_fk" FOREIGN KEY ("creation_id") REFERENCES "public"."creations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creation_shares" ADD CONSTRAINT "creation_shares_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creation_shares" ADD CONSTRAINT "creation_shares_shared_by_users_id_fk" FOREIGN KEY ("shared_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slide_comments" ADD CONSTRAINT "slide_comments_creation_id_creations_id_fk" FOREIGN KEY ("creation_id") REFERENCES "public"."creations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slide_comments" ADD CONSTRAINT "slide_comments_slide_id_slides_id_fk" FOREIGN KEY ("slide_id") REFERENCES "public"."slides"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slide_comments" ADD CONSTRAINT "slide_comments_parent_id_slide_comments_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."slide_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slide_comments" ADD CONSTRAINT "slide_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "creation_shares_creation_user_key" ON "creation_shares" USING btree ("creation_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "creation_shares_creation_email_key" ON "creation_shares" USING btree ("creation_id","email");--> statement-breakpoint
CREATE INDEX "creation_shares_user_idx" ON "creation_shares" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "creation_shares_pending_email_idx" ON "creation_shares" USING btree ("email") WHERE "creation_shares"."user_id" is null;--> statement-breakpoint
CREATE INDEX "slide_comments_slide_created_idx" ON "slide_comments" USING btree ("slide_id","created_at");