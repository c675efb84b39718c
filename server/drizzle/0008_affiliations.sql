CREATE TABLE "user_affiliations" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"idaffiliation" text,
	"click_id" text,
	"bonus_code" text,
	"custom_click_id" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_affiliations" ADD CONSTRAINT "user_affiliations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;