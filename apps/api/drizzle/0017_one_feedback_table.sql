ALTER TABLE "plan_feedback" DROP CONSTRAINT "plan_feedback_kind_check";--> statement-breakpoint
ALTER TABLE "plan_feedback" DROP CONSTRAINT "plan_feedback_reason_check";--> statement-breakpoint
ALTER TABLE "plan_feedback" ADD CONSTRAINT "plan_feedback_kind_check" CHECK ("plan_feedback"."kind" in ('feedback', 'cancel', 'checkout_problem'));--> statement-breakpoint
ALTER TABLE "plan_feedback" ADD CONSTRAINT "plan_feedback_reason_check" CHECK (("plan_feedback"."kind" <> 'checkout_problem' and "plan_feedback"."reason" in ('payment_issue', 'not_ready', 'wrong_plan', 'too_expensive', 'other'))
        or ("plan_feedback"."kind" = 'checkout_problem' and "plan_feedback"."reason" in ('missing_payment_method', 'card_declined', 'slow_processing', 'paypal_validation', 'alipay_validation', 'comparing_prices', 'knowing_platform', 'not_meet_needs', 'mistake_access', 'other')));--> statement-breakpoint
-- What billing_feedback kept moves here, with the plan each person holds now (the closest to
-- the plan they held when they wrote it); an empty comment was no comment.
INSERT INTO "plan_feedback" ("id", "user_id", "kind", "reason", "comment", "plan", "created_at")
SELECT "billing_feedback"."id", "billing_feedback"."user_id", "billing_feedback"."kind", "billing_feedback"."reason",
       NULLIF("billing_feedback"."comment", ''), "users"."tp_user", "billing_feedback"."created_at"
FROM "billing_feedback" JOIN "users" ON "users"."id" = "billing_feedback"."user_id";--> statement-breakpoint
DROP TABLE "billing_feedback" CASCADE;
