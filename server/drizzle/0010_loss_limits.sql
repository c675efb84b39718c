CREATE TABLE "loss_limits" (
	"user_id" bigint NOT NULL,
	"period" text NOT NULL,
	"amount" bigint,
	"pending_amount" bigint,
	"pending_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "loss_limits_user_id_period_pk" PRIMARY KEY("user_id","period"),
	CONSTRAINT "loss_limits_amount_positive" CHECK ("loss_limits"."amount" is null or "loss_limits"."amount" > 0),
	CONSTRAINT "loss_limits_pending_positive" CHECK ("loss_limits"."pending_amount" is null or "loss_limits"."pending_amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "casino_sessions" ADD COLUMN "auth_family_id" text;--> statement-breakpoint
ALTER TABLE "loss_limits" ADD CONSTRAINT "loss_limits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_user_time_idx" ON "ledger_entries" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "casino_sessions_family_idx" ON "casino_sessions" USING btree ("auth_family_id");