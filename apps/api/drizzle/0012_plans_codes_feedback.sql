CREATE TABLE "plan_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'available' NOT NULL,
	"grants_plan" text NOT NULL,
	"created_by" uuid,
	"redeemed_by" uuid,
	"redeemed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_codes_status_check" CHECK ("plan_codes"."status" in ('available', 'redeemed', 'invalidated')),
	CONSTRAINT "plan_codes_grants_plan_check" CHECK ("plan_codes"."grants_plan" in ('S', 'R', 'L'))
);
--> statement-breakpoint
CREATE TABLE "plan_feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"reason" text NOT NULL,
	"comment" text,
	"plan" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_feedback_kind_check" CHECK ("plan_feedback"."kind" in ('feedback', 'cancel')),
	CONSTRAINT "plan_feedback_reason_check" CHECK ("plan_feedback"."reason" in ('payment_issue', 'not_ready', 'wrong_plan', 'too_expensive', 'other'))
);
--> statement-breakpoint
CREATE TABLE "plan_usage" (
	"user_id" uuid NOT NULL,
	"limit_name" text NOT NULL,
	"month" text NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "plan_usage_user_id_limit_name_month_pk" PRIMARY KEY("user_id","limit_name","month")
);
--> statement-breakpoint
ALTER TABLE "plan_codes" ADD CONSTRAINT "plan_codes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_codes" ADD CONSTRAINT "plan_codes_redeemed_by_users_id_fk" FOREIGN KEY ("redeemed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_feedback" ADD CONSTRAINT "plan_feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_usage" ADD CONSTRAINT "plan_usage_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plan_feedback_user_idx" ON "plan_feedback" USING btree ("user_id","created_at");