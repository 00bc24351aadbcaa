CREATE TABLE "saml_handoffs" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"idp_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saml_identity_providers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"entity_id" text NOT NULL,
	"sso_url" text NOT NULL,
	"certificates" jsonb NOT NULL,
	"email_attribute" text NOT NULL,
	"name_attribute" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"email_domains" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saml_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"idp_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saml_used_assertions" (
	"key" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "saml_handoffs" ADD CONSTRAINT "saml_handoffs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saml_handoffs" ADD CONSTRAINT "saml_handoffs_idp_id_saml_identity_providers_id_fk" FOREIGN KEY ("idp_id") REFERENCES "public"."saml_identity_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saml_requests" ADD CONSTRAINT "saml_requests_idp_id_saml_identity_providers_id_fk" FOREIGN KEY ("idp_id") REFERENCES "public"."saml_identity_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saml_requests_created_at_idx" ON "saml_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "saml_used_assertions_expires_at_idx" ON "saml_used_assertions" USING btree ("expires_at");