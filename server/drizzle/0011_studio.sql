CREATE TABLE "studio_demo_sessions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "studio_demo_sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"token_hash" text NOT NULL,
	"game" text NOT NULL,
	"currency" text NOT NULL,
	"cash" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "studio_demo_sessions_cash_nonnegative" CHECK ("studio_demo_sessions"."cash" >= 0)
);
--> statement-breakpoint
CREATE TABLE "studio_roulette_rounds" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "studio_roulette_rounds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"number" integer NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"phase" text NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"result_at" timestamp with time zone NOT NULL,
	"next_at" timestamp with time zone NOT NULL,
	"pocket" smallint,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "studio_rounds" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "studio_rounds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"round_key" text NOT NULL,
	"game" text NOT NULL,
	"mode" text NOT NULL,
	"user_id" bigint,
	"demo_session_id" bigint,
	"session_hash" text NOT NULL,
	"wallet_session" text,
	"seed_id" bigint,
	"roulette_round_id" bigint,
	"nonce" integer NOT NULL,
	"bet" jsonb NOT NULL,
	"outcome" jsonb NOT NULL,
	"stake" bigint NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"pending_payout" bigint,
	"cash_after" bigint,
	"currency" text NOT NULL,
	"staked" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "studio_seeds" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "studio_seeds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"owner" text NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"revealed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "studio_rounds" ADD CONSTRAINT "studio_rounds_demo_session_id_studio_demo_sessions_id_fk" FOREIGN KEY ("demo_session_id") REFERENCES "public"."studio_demo_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_rounds" ADD CONSTRAINT "studio_rounds_seed_id_studio_seeds_id_fk" FOREIGN KEY ("seed_id") REFERENCES "public"."studio_seeds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_rounds" ADD CONSTRAINT "studio_rounds_roulette_round_id_studio_roulette_rounds_id_fk" FOREIGN KEY ("roulette_round_id") REFERENCES "public"."studio_roulette_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "studio_demo_sessions_token_uq" ON "studio_demo_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "studio_demo_sessions_expiry_idx" ON "studio_demo_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "studio_roulette_rounds_number_uq" ON "studio_roulette_rounds" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "studio_rounds_key_uq" ON "studio_rounds" USING btree ("round_key");--> statement-breakpoint
CREATE INDEX "studio_rounds_user_idx" ON "studio_rounds" USING btree ("user_id","mode","id");--> statement-breakpoint
CREATE INDEX "studio_rounds_session_idx" ON "studio_rounds" USING btree ("session_hash","id");--> statement-breakpoint
CREATE INDEX "studio_rounds_roulette_idx" ON "studio_rounds" USING btree ("roulette_round_id","status");--> statement-breakpoint
CREATE INDEX "studio_rounds_open_idx" ON "studio_rounds" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "studio_seeds_active_uq" ON "studio_seeds" USING btree ("owner") WHERE "studio_seeds"."revealed_at" is null;