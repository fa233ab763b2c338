ALTER TYPE "public"."ledger_entry_kind" ADD VALUE 'BONUS';--> statement-breakpoint
CREATE TABLE "doubler_draws" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" integer NOT NULL,
	"draw_date" date NOT NULL,
	"eligible_entries" integer NOT NULL,
	"winning_entry_id" uuid,
	"prize_minor" bigint,
	"drawn_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "doubler_draws_prize_with_winner" CHECK (("doubler_draws"."winning_entry_id" IS NULL) = ("doubler_draws"."prize_minor" IS NULL)),
	CONSTRAINT "doubler_draws_prize_positive" CHECK ("doubler_draws"."prize_minor" IS NULL OR "doubler_draws"."prize_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "doubler_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" integer NOT NULL,
	"card_id" integer NOT NULL,
	"draw_date" date NOT NULL,
	"email" text NOT NULL,
	"language" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "doubler_draws" ADD CONSTRAINT "doubler_draws_store_id_stores_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("store_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doubler_draws" ADD CONSTRAINT "doubler_draws_winning_entry_id_doubler_entries_id_fk" FOREIGN KEY ("winning_entry_id") REFERENCES "public"."doubler_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doubler_entries" ADD CONSTRAINT "doubler_entries_store_id_stores_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("store_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doubler_entries" ADD CONSTRAINT "doubler_entries_card_fk" FOREIGN KEY ("store_id","card_id") REFERENCES "public"."gift_cards"("store_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "doubler_draws_store_date_unique" ON "doubler_draws" USING btree ("store_id","draw_date");--> statement-breakpoint
CREATE UNIQUE INDEX "doubler_entries_card_draw_unique" ON "doubler_entries" USING btree ("card_id","draw_date");--> statement-breakpoint
CREATE INDEX "doubler_entries_draw_idx" ON "doubler_entries" USING btree ("store_id","draw_date");