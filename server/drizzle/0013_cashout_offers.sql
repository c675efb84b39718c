CREATE TABLE "bet_cashout_offers" (
	"bet_id" text PRIMARY KEY NOT NULL,
	"offer" bigint,
	"priced_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP INDEX "bet_legs_pending_event_idx";--> statement-breakpoint
ALTER TABLE "bet_cashout_offers" ADD CONSTRAINT "bet_cashout_offers_bet_id_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."bets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bet_legs_pending_outcome_idx" ON "bet_legs" USING btree ("outcome_id") WHERE "bet_legs"."result" is null;--> statement-breakpoint
CREATE INDEX "bet_legs_pending_market_idx" ON "bet_legs" USING btree ("market_id") WHERE "bet_legs"."result" is null;--> statement-breakpoint
CREATE INDEX "bet_legs_pending_event_idx" ON "bet_legs" USING btree ("event_id","id") WHERE "bet_legs"."result" is null;