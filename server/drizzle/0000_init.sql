CREATE TABLE "competitions" (
	"id" integer PRIMARY KEY NOT NULL,
	"sport_id" integer NOT NULL,
	"region_id" integer NOT NULL,
	"slug" text NOT NULL,
	"names" jsonb NOT NULL,
	"slugs" jsonb NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"brands" text[]
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" bigint PRIMARY KEY NOT NULL,
	"sport_id" integer NOT NULL,
	"competition_id" integer NOT NULL,
	"name" text NOT NULL,
	"home_team" text,
	"away_team" text,
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
	"layout" text,
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
	"odds" double precision NOT NULL,
	"is_starting_price" boolean DEFAULT false NOT NULL,
	"combo_boost_available" boolean DEFAULT true NOT NULL,
	"code" text,
	"result" text,
	"position" smallint,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"names" jsonb NOT NULL
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
ALTER TABLE "competitions" ADD CONSTRAINT "competitions_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competitions" ADD CONSTRAINT "competitions_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "markets" ADD CONSTRAINT "markets_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outcomes" ADD CONSTRAINT "outcomes_market_id_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "competitions_sport_idx" ON "competitions" USING btree ("sport_id");--> statement-breakpoint
CREATE UNIQUE INDEX "competitions_sport_slug_uq" ON "competitions" USING btree ("sport_id","slug");--> statement-breakpoint
CREATE INDEX "events_sport_starts_idx" ON "events" USING btree ("sport_id","starts_at");--> statement-breakpoint
CREATE INDEX "events_competition_idx" ON "events" USING btree ("competition_id","starts_at");--> statement-breakpoint
CREATE INDEX "events_status_idx" ON "events" USING btree ("status","starts_at");--> statement-breakpoint
CREATE INDEX "feed_changes_created_idx" ON "feed_changes" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "markets_event_idx" ON "markets" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "outcomes_market_idx" ON "outcomes" USING btree ("market_id");--> statement-breakpoint
CREATE INDEX "outcomes_event_idx" ON "outcomes" USING btree ("event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sports_slug_uq" ON "sports" USING btree ("slug");