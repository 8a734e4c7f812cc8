CREATE TABLE "voices" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"name" text NOT NULL,
	"provider" text NOT NULL,
	"language" text NOT NULL,
	"speed" bigint DEFAULT 160 NOT NULL,
	"pitch" bigint DEFAULT 50 NOT NULL,
	"voicemail_text" text DEFAULT '' NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "answered_by" text;--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "voicemail_voice_id" text;--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "voicemail_dropped_at" bigint;--> statement-breakpoint
ALTER TABLE "voices" ADD CONSTRAINT "voices_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "voices_owner_created_idx" ON "voices" USING btree ("owner_id","created_at");