CREATE TYPE "public"."delivery_mode" AS ENUM('DEFAULT', 'SINGLE', 'SPLIT');--> statement-breakpoint
CREATE TYPE "public"."gift_card_status" AS ENUM('ACTIVE', 'BLOCKED');--> statement-breakpoint
CREATE TYPE "public"."ledger_entry_kind" AS ENUM('ISSUE', 'DEBIT', 'REFUND');--> statement-breakpoint
CREATE TYPE "public"."payment_method_kind" AS ENUM('CARD', 'WALLET', 'BANK_REDIRECT', 'BANK_TRANSFER', 'INVOICE');--> statement-breakpoint
CREATE TYPE "public"."payment_status" AS ENUM('REQUIRES_ACTION', 'PENDING', 'AUTHORISED', 'REFUSED', 'CANCELED', 'EXPIRED', 'REFUNDED');--> statement-breakpoint
CREATE TABLE "card_ledger" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "card_ledger_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"card_id" integer NOT NULL,
	"kind" "ledger_entry_kind" NOT NULL,
	"amount_minor" bigint NOT NULL,
	"balance_after_minor" bigint NOT NULL,
	"reference" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_ledger_card_reference_unique" UNIQUE("card_id","reference"),
	CONSTRAINT "card_ledger_balance_not_negative" CHECK ("card_ledger"."balance_after_minor" >= 0),
	CONSTRAINT "card_ledger_sign_matches_kind" CHECK (("card_ledger"."kind" = 'DEBIT' AND "card_ledger"."amount_minor" < 0) OR ("card_ledger"."kind" <> 'DEBIT' AND "card_ledger"."amount_minor" > 0))
);
--> statement-breakpoint
CREATE TABLE "gift_cards" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "gift_cards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"number" text NOT NULL,
	"pin_hash" text NOT NULL,
	"order_id" uuid,
	"package_id" integer,
	"sequence" integer NOT NULL,
	"product_id" integer,
	"delivery_kind" "delivery_kind" NOT NULL,
	"currency" text NOT NULL,
	"initial_value_minor" bigint NOT NULL,
	"status" "gift_card_status" DEFAULT 'ACTIVE' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"emailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_cards_number_unique" UNIQUE("number"),
	CONSTRAINT "gift_cards_package_sequence_unique" UNIQUE("package_id","sequence"),
	CONSTRAINT "gift_cards_number_format" CHECK ("gift_cards"."number" ~ '^[0-9]{19}$'),
	CONSTRAINT "gift_cards_value_positive" CHECK ("gift_cards"."initial_value_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"dedupe_key" text NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 12 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"completed_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_dedupe_key_unique" UNIQUE("dedupe_key")
);
--> statement-breakpoint
CREATE TABLE "order_number_sequences" (
	"store_id" integer PRIMARY KEY NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"provider_reference" text NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" integer NOT NULL,
	"order_id" uuid NOT NULL,
	"attempt" integer NOT NULL,
	"method" "payment_method_kind" NOT NULL,
	"issuer_id" text,
	"status" "payment_status" NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"request_key" text NOT NULL,
	"provider_reference" text,
	"action" jsonb,
	"error_code" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_order_attempt_unique" UNIQUE("order_id","attempt"),
	CONSTRAINT "payments_store_request_key_unique" UNIQUE("store_id","request_key"),
	CONSTRAINT "payments_provider_reference_unique" UNIQUE("provider_reference"),
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "used_captcha_solutions" (
	"signature" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "placed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "place_key" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "place_fingerprint" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "customer" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_mode" "delivery_mode";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "grand_total_minor" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "totals" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "canceled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "receiver_name" text;--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "receiver_email" text;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "registered" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "shipping_cost_minor" bigint;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "dispatch_date" date;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "delivered_from" date;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "delivered_by" date;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "promised_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "card_ledger" ADD CONSTRAINT "card_ledger_card_id_gift_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."gift_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_store_id_stores_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("store_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_number_sequences" ADD CONSTRAINT "order_number_sequences_store_id_stores_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("store_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_fk" FOREIGN KEY ("store_id","order_id") REFERENCES "public"."orders"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_ledger_card_idx" ON "card_ledger" USING btree ("card_id","id");--> statement-breakpoint
CREATE INDEX "gift_cards_order_idx" ON "gift_cards" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at") WHERE "jobs"."completed_at" IS NULL AND "jobs"."failed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_store_number_unique" UNIQUE("store_id","number");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_store_place_key_unique" UNIQUE("store_id","place_key");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_placed_complete" CHECK ("orders"."placed_at" IS NULL OR ("orders"."number" IS NOT NULL AND "orders"."place_key" IS NOT NULL AND "orders"."customer" IS NOT NULL AND "orders"."grand_total_minor" IS NOT NULL));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_final_only_when_placed" CHECK ("orders"."status" = 'PENDING' OR "orders"."placed_at" IS NOT NULL);--> statement-breakpoint
CREATE FUNCTION "public"."card_ledger_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'card_ledger is append-only: % is not allowed', TG_OP;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "card_ledger_no_update_or_delete" BEFORE UPDATE OR DELETE ON "card_ledger"
  FOR EACH ROW EXECUTE FUNCTION "public"."card_ledger_append_only"();
