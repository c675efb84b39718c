CREATE TABLE "casino_rounds" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "casino_rounds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"provider" text NOT NULL,
	"round_id" text NOT NULL,
	"session_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"game" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"stake_total" bigint DEFAULT 0 NOT NULL,
	"payout_total" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "casino_rounds_totals_nonnegative" CHECK ("casino_rounds"."stake_total" >= 0 and "casino_rounds"."payout_total" >= 0)
);
--> statement-breakpoint
CREATE TABLE "casino_sessions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "casino_sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"token_hash" text NOT NULL,
	"user_id" bigint NOT NULL,
	"game" text NOT NULL,
	"mode" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "casino_transactions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "casino_transactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"provider" text NOT NULL,
	"transaction_id" text NOT NULL,
	"kind" text NOT NULL,
	"round_id" bigint,
	"user_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"answer" jsonb NOT NULL,
	"ledger_key" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "casino_rounds" ADD CONSTRAINT "casino_rounds_session_id_casino_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."casino_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casino_sessions" ADD CONSTRAINT "casino_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casino_transactions" ADD CONSTRAINT "casino_transactions_round_id_casino_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."casino_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "casino_rounds_provider_round_uq" ON "casino_rounds" USING btree ("provider","round_id");--> statement-breakpoint
CREATE INDEX "casino_rounds_open_idx" ON "casino_rounds" USING btree ("status","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "casino_sessions_token_uq" ON "casino_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "casino_sessions_user_idx" ON "casino_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "casino_transactions_provider_tx_uq" ON "casino_transactions" USING btree ("provider","transaction_id","kind");--> statement-breakpoint
CREATE INDEX "casino_transactions_round_idx" ON "casino_transactions" USING btree ("round_id");