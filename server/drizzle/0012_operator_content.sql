CREATE TABLE "content_audit" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_audit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone NOT NULL,
	"actor" text NOT NULL,
	"action" text NOT NULL,
	"kind" text NOT NULL,
	"entity_id" text NOT NULL,
	"bookmaker" text,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE TABLE "content_entries" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"bookmaker" text,
	"lang" text,
	"path" text,
	"body" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "promotion_boards" ALTER COLUMN "bookmaker" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "promotion_boards" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "promotion_boards" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "content_audit_entity_idx" ON "content_audit" USING btree ("kind","entity_id");--> statement-breakpoint
CREATE INDEX "content_audit_bookmaker_idx" ON "content_audit" USING btree ("bookmaker");--> statement-breakpoint
CREATE UNIQUE INDEX "content_entries_scope_idx" ON "content_entries" USING btree ("kind",coalesce("bookmaker", ''),coalesce("lang", ''),coalesce("path", ''));