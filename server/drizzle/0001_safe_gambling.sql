CREATE TABLE "deposit_limits" (
	"user_id" bigint NOT NULL,
	"period" text NOT NULL,
	"amount" bigint,
	"pending_amount" bigint,
	"pending_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "deposit_limits_user_id_period_pk" PRIMARY KEY("user_id","period"),
	CONSTRAINT "deposit_limits_amount_positive" CHECK ("deposit_limits"."amount" is null or "deposit_limits"."amount" > 0),
	CONSTRAINT "deposit_limits_pending_positive" CHECK ("deposit_limits"."pending_amount" is null or "deposit_limits"."pending_amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "player_exclusions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "player_exclusions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"duration" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_safe_gambling" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"reality_check_minutes" integer,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "excluded_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "exclusion_kind" text;--> statement-breakpoint
ALTER TABLE "deposit_limits" ADD CONSTRAINT "deposit_limits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_exclusions" ADD CONSTRAINT "player_exclusions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_safe_gambling" ADD CONSTRAINT "player_safe_gambling_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "player_exclusions_user_idx" ON "player_exclusions" USING btree ("user_id","ends_at");