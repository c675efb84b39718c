CREATE TABLE "banners" (
	"id" text PRIMARY KEY NOT NULL,
	"bookmaker" text,
	"lang" text,
	"message" text DEFAULT 'Hello There!' NOT NULL,
	"ctas" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"type" text DEFAULT 'info' NOT NULL,
	"dismissable" boolean DEFAULT true NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "competitions" (
	"id" integer PRIMARY KEY NOT NULL,
	"sport_id" integer NOT NULL,
	"region_id" integer NOT NULL,
	"slug" text NOT NULL,
	"names" jsonb NOT NULL,
	"slugs" jsonb NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"brands" text[],
	"participant_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"format" text DEFAULT 'league' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" bigint PRIMARY KEY NOT NULL,
	"sport_id" integer NOT NULL,
	"competition_id" integer NOT NULL,
	"name" text NOT NULL,
	"names" jsonb,
	"slug" text NOT NULL,
	"home_team" text,
	"away_team" text,
	"home_id" integer,
	"away_id" integer,
	"venue" text,
	"starts_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"is_live" boolean DEFAULT false NOT NULL,
	"live_odds" boolean DEFAULT true NOT NULL,
	"is_outright" boolean DEFAULT false NOT NULL,
	"is_virtual" boolean DEFAULT false NOT NULL,
	"stats" jsonb,
	"match_summary" jsonb,
	"status_description" text,
	"popularity" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feed_changes" (
	"seq" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "feed_changes_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"event_id" bigint NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "markets" (
	"id" bigint PRIMARY KEY NOT NULL,
	"event_id" bigint NOT NULL,
	"type" text NOT NULL,
	"names" jsonb NOT NULL,
	"line" double precision,
	"period" text,
	"layout" text DEFAULT 'default' NOT NULL,
	"is_main" boolean DEFAULT false NOT NULL,
	"ew_place" smallint,
	"ew_price" smallint,
	"is_suspended" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outcomes" (
	"id" bigint PRIMARY KEY NOT NULL,
	"market_id" bigint NOT NULL,
	"event_id" bigint NOT NULL,
	"names" jsonb NOT NULL,
	"handicap" double precision,
	"participant_id" integer,
	"items" jsonb,
	"odds" double precision NOT NULL,
	"is_starting_price" boolean DEFAULT false NOT NULL,
	"combo_boost_available" boolean DEFAULT true NOT NULL,
	"code" text,
	"result" text,
	"position" smallint,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "participants" (
	"id" integer PRIMARY KEY NOT NULL,
	"sport_id" integer NOT NULL,
	"region_id" integer,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"strength" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"code" text,
	"names" jsonb NOT NULL,
	"slugs" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sports" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"category" text NOT NULL,
	"parent_id" integer,
	"is_parent" boolean DEFAULT false NOT NULL,
	"is_virtual" boolean DEFAULT false NOT NULL,
	"kind" text DEFAULT 'match' NOT NULL,
	"icon" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"names" jsonb NOT NULL,
	"slugs" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"purpose" text NOT NULL,
	"session_id" text,
	"domain" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"wallet_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"balance_kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"reference_type" text,
	"reference_id" text,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_amount_nonzero" CHECK ("ledger_entries"."amount" <> 0),
	CONSTRAINT "ledger_balance_after_nonnegative" CHECK ("ledger_entries"."balance_after" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"wallet_id" bigint NOT NULL,
	"direction" text NOT NULL,
	"method" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"failure_code" text,
	"failure_message" text,
	"provider_reference" text,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "playthroughs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "playthroughs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"wallet_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"wagering_required" bigint NOT NULL,
	"wagered" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "playthroughs_amount_positive" CHECK ("playthroughs"."amount" > 0),
	CONSTRAINT "playthroughs_wagered_nonnegative" CHECK ("playthroughs"."wagered" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"family_id" text NOT NULL,
	"user_id" bigint NOT NULL,
	"remember_me" boolean NOT NULL,
	"device" text,
	"app" boolean DEFAULT false NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"absolute_expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"username" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"password_compromised" boolean DEFAULT false NOT NULL,
	"country" text NOT NULL,
	"bookmaker" text NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"failed_logins" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"is_demo" boolean DEFAULT false NOT NULL,
	"terms_accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallets" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wallets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"cash" bigint DEFAULT 0 NOT NULL,
	"bonus" bigint DEFAULT 0 NOT NULL,
	"casino" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallets_cash_nonnegative" CHECK ("wallets"."cash" >= 0),
	CONSTRAINT "wallets_bonus_nonnegative" CHECK ("wallets"."bonus" >= 0),
	CONSTRAINT "wallets_casino_nonnegative" CHECK ("wallets"."casino" >= 0)
);
--> statement-breakpoint
CREATE TABLE "bet_cashouts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bet_cashouts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"bet_id" text NOT NULL,
	"user_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"share" integer NOT NULL,
	"status" text NOT NULL,
	"idempotency_key" text,
	"request_body" jsonb,
	"requested_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bet_legs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bet_legs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"bet_id" text NOT NULL,
	"leg_no" smallint NOT NULL,
	"event_id" bigint NOT NULL,
	"market_id" bigint NOT NULL,
	"outcome_id" bigint NOT NULL,
	"outcome_list" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"odds" double precision NOT NULL,
	"ew_place" smallint,
	"ew_price" smallint,
	"is_starting_price" boolean DEFAULT false NOT NULL,
	"combo_boost_available" boolean DEFAULT true NOT NULL,
	"market_type" text NOT NULL,
	"outcome_name" text NOT NULL,
	"market_name" text NOT NULL,
	"event_name" text NOT NULL,
	"result" text,
	"position" smallint,
	"resulted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "bets" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"bookmaker" text NOT NULL,
	"currency" text NOT NULL,
	"bet_type" text NOT NULL,
	"system_k" smallint,
	"each_way" boolean DEFAULT false NOT NULL,
	"stake" bigint NOT NULL,
	"total_stake" bigint NOT NULL,
	"lines" integer NOT NULL,
	"odds" double precision,
	"potential_return" bigint,
	"tax" bigint DEFAULT 0 NOT NULL,
	"stake_free_bet" bigint DEFAULT 0 NOT NULL,
	"stake_cash" bigint DEFAULT 0 NOT NULL,
	"stake_bonus" bigint DEFAULT 0 NOT NULL,
	"free_bet_id" text,
	"boost_token_id" text,
	"boost_percentage" double precision,
	"boost_max_winnings" bigint,
	"combo_boost_percent" double precision DEFAULT 0 NOT NULL,
	"combo_boost_mode" text,
	"status" text DEFAULT 'open' NOT NULL,
	"payout" bigint,
	"remaining_share" integer DEFAULT 1000000 NOT NULL,
	"cashed_out" bigint DEFAULT 0 NOT NULL,
	"source" text DEFAULT 'betslip' NOT NULL,
	"meta" jsonb,
	"lang" text,
	"idempotency_key" text,
	"placed_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "bets_stake_positive" CHECK ("bets"."stake" > 0 and "bets"."total_stake" > 0 and "bets"."lines" > 0),
	CONSTRAINT "bets_stake_parts" CHECK ("bets"."stake_free_bet" + "bets"."stake_cash" + "bets"."stake_bonus" = "bets"."total_stake"),
	CONSTRAINT "bets_remaining_share" CHECK ("bets"."remaining_share" between 0 and 1000000)
);
--> statement-breakpoint
CREATE TABLE "boost_tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"bookmaker" text NOT NULL,
	"name" text NOT NULL,
	"percentage" double precision NOT NULL,
	"max_winnings" bigint NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"used_bet_id" text,
	"grant_key" text,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "free_bets" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"bookmaker" text NOT NULL,
	"currency" text NOT NULL,
	"name" text NOT NULL,
	"amount" bigint NOT NULL,
	"amount_remaining" bigint NOT NULL,
	"min_odds" double precision,
	"status" text DEFAULT 'active' NOT NULL,
	"grant_key" text,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "free_bets_amounts" CHECK ("free_bets"."amount_remaining" >= 0 and "free_bets"."amount_remaining" <= "free_bets"."amount")
);
--> statement-breakpoint
CREATE TABLE "idempotent_responses" (
	"user_id" bigint NOT NULL,
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" smallint NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bet_share_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bet_share_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"share_id" text NOT NULL,
	"action" text NOT NULL,
	"visitor_key" text NOT NULL,
	"user_id" bigint,
	"copied_bet_id" text,
	"ip_address" text,
	"platform" text NOT NULL,
	"referrer" text,
	"bookmaker" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bet_shares" (
	"id" text PRIMARY KEY NOT NULL,
	"bet_id" text NOT NULL,
	"user_id" bigint NOT NULL,
	"bookmaker" text NOT NULL,
	"outcome_ids" jsonb NOT NULL,
	"ip_address" text,
	"platform" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "builder_tickets" (
	"id" text PRIMARY KEY NOT NULL,
	"event_id" bigint NOT NULL,
	"selections" jsonb NOT NULL,
	"precanned_id" text,
	"bookmaker" text NOT NULL,
	"lang" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotion_allowed_users" (
	"board_id" text NOT NULL,
	"user_id" bigint NOT NULL,
	"added_at" timestamp with time zone NOT NULL,
	CONSTRAINT "promotion_allowed_users_board_id_user_id_pk" PRIMARY KEY("board_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "promotion_boards" (
	"id" text PRIMARY KEY NOT NULL,
	"bookmaker" text NOT NULL,
	"titles" jsonb NOT NULL,
	"descriptions" jsonb NOT NULL,
	"period" text NOT NULL,
	"opt_in_required" boolean NOT NULL,
	"limited_users" boolean NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotion_opt_ins" (
	"board_id" text NOT NULL,
	"user_id" bigint NOT NULL,
	"opted_in_at" timestamp with time zone NOT NULL,
	CONSTRAINT "promotion_opt_ins_board_id_user_id_pk" PRIMARY KEY("board_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "competitions" ADD CONSTRAINT "competitions_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competitions" ADD CONSTRAINT "competitions_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "markets" ADD CONSTRAINT "markets_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outcomes" ADD CONSTRAINT "outcomes_market_id_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participants" ADD CONSTRAINT "participants_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participants" ADD CONSTRAINT "participants_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_wallet_id_wallets_id_fk" FOREIGN KEY ("wallet_id") REFERENCES "public"."wallets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_wallet_id_wallets_id_fk" FOREIGN KEY ("wallet_id") REFERENCES "public"."wallets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playthroughs" ADD CONSTRAINT "playthroughs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playthroughs" ADD CONSTRAINT "playthroughs_wallet_id_wallets_id_fk" FOREIGN KEY ("wallet_id") REFERENCES "public"."wallets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bet_cashouts" ADD CONSTRAINT "bet_cashouts_bet_id_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."bets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bet_cashouts" ADD CONSTRAINT "bet_cashouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bet_legs" ADD CONSTRAINT "bet_legs_bet_id_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."bets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boost_tokens" ADD CONSTRAINT "boost_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "free_bets" ADD CONSTRAINT "free_bets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotent_responses" ADD CONSTRAINT "idempotent_responses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bet_share_events" ADD CONSTRAINT "bet_share_events_share_id_bet_shares_id_fk" FOREIGN KEY ("share_id") REFERENCES "public"."bet_shares"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bet_share_events" ADD CONSTRAINT "bet_share_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bet_shares" ADD CONSTRAINT "bet_shares_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_allowed_users" ADD CONSTRAINT "promotion_allowed_users_board_id_promotion_boards_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."promotion_boards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_allowed_users" ADD CONSTRAINT "promotion_allowed_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_opt_ins" ADD CONSTRAINT "promotion_opt_ins_board_id_promotion_boards_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."promotion_boards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_opt_ins" ADD CONSTRAINT "promotion_opt_ins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "banners_bookmaker_idx" ON "banners" USING btree ("bookmaker");--> statement-breakpoint
CREATE INDEX "competitions_sport_idx" ON "competitions" USING btree ("sport_id");--> statement-breakpoint
CREATE UNIQUE INDEX "competitions_sport_slug_uq" ON "competitions" USING btree ("sport_id","slug");--> statement-breakpoint
CREATE INDEX "events_sport_starts_idx" ON "events" USING btree ("sport_id","starts_at");--> statement-breakpoint
CREATE INDEX "events_competition_idx" ON "events" USING btree ("competition_id","starts_at");--> statement-breakpoint
CREATE INDEX "events_status_idx" ON "events" USING btree ("status","starts_at");--> statement-breakpoint
CREATE INDEX "feed_changes_created_idx" ON "feed_changes" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "markets_event_idx" ON "markets" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "outcomes_market_idx" ON "outcomes" USING btree ("market_id");--> statement-breakpoint
CREATE INDEX "outcomes_event_idx" ON "outcomes" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "participants_sport_idx" ON "participants" USING btree ("sport_id");--> statement-breakpoint
CREATE UNIQUE INDEX "regions_slug_uq" ON "regions" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "sports_slug_uq" ON "sports" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "auth_tokens_user_idx" ON "auth_tokens" USING btree ("user_id","purpose");--> statement-breakpoint
CREATE INDEX "ledger_wallet_idx" ON "ledger_entries" USING btree ("wallet_id","id");--> statement-breakpoint
CREATE INDEX "ledger_user_idx" ON "ledger_entries" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "ledger_reference_idx" ON "ledger_entries" USING btree ("reference_type","reference_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_idempotency_uq" ON "ledger_entries" USING btree ("idempotency_key","balance_kind");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_user_idempotency_uq" ON "payments" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "payments_user_idx" ON "payments" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "playthroughs_user_idx" ON "playthroughs" USING btree ("user_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "playthroughs_one_active_uq" ON "playthroughs" USING btree ("user_id") WHERE "playthroughs"."status" = 'active';--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_family_idx" ON "sessions" USING btree ("family_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_uq" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_uq" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "wallets_user_currency_uq" ON "wallets" USING btree ("user_id","currency");--> statement-breakpoint
CREATE INDEX "bet_cashouts_user_idx" ON "bet_cashouts" USING btree ("user_id","requested_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bet_cashouts_user_idempotency_uq" ON "bet_cashouts" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "bet_legs_bet_leg_uq" ON "bet_legs" USING btree ("bet_id","leg_no");--> statement-breakpoint
CREATE INDEX "bet_legs_pending_event_idx" ON "bet_legs" USING btree ("event_id") WHERE "bet_legs"."result" is null;--> statement-breakpoint
CREATE INDEX "bets_user_idx" ON "bets" USING btree ("user_id","placed_at");--> statement-breakpoint
CREATE INDEX "bets_open_idx" ON "bets" USING btree ("status") WHERE "bets"."settled_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "bets_user_idempotency_uq" ON "bets" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "boost_tokens_user_idx" ON "boost_tokens" USING btree ("user_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "boost_tokens_grant_uq" ON "boost_tokens" USING btree ("user_id","grant_key");--> statement-breakpoint
CREATE INDEX "free_bets_user_idx" ON "free_bets" USING btree ("user_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "free_bets_grant_uq" ON "free_bets" USING btree ("user_id","grant_key");--> statement-breakpoint
CREATE UNIQUE INDEX "idempotent_responses_uq" ON "idempotent_responses" USING btree ("user_id","scope","key");--> statement-breakpoint
CREATE INDEX "bet_share_events_share_idx" ON "bet_share_events" USING btree ("share_id","action");--> statement-breakpoint
CREATE UNIQUE INDEX "bet_share_events_visit_uq" ON "bet_share_events" USING btree ("share_id","visitor_key") WHERE "bet_share_events"."action" = 'visited';--> statement-breakpoint
CREATE UNIQUE INDEX "bet_share_events_copy_uq" ON "bet_share_events" USING btree ("share_id","copied_bet_id") WHERE "bet_share_events"."action" = 'placed_bet';--> statement-breakpoint
CREATE UNIQUE INDEX "bet_shares_bet_uq" ON "bet_shares" USING btree ("bet_id");--> statement-breakpoint
CREATE INDEX "bet_shares_user_idx" ON "bet_shares" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "builder_tickets_expires_idx" ON "builder_tickets" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "promotion_boards_bookmaker_idx" ON "promotion_boards" USING btree ("bookmaker");--> statement-breakpoint
CREATE INDEX "promotion_opt_ins_user_idx" ON "promotion_opt_ins" USING btree ("user_id");