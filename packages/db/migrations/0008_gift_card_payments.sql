CREATE TABLE "order_card_payments" (
	"store_id" integer NOT NULL,
	"order_id" uuid NOT NULL,
	"card_id" integer NOT NULL,
	"balance_when_added_minor" bigint NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_card_payments_order_id_card_id_pk" PRIMARY KEY("order_id","card_id"),
	CONSTRAINT "order_card_payments_balance_positive" CHECK ("order_card_payments"."balance_when_added_minor" > 0)
);
--> statement-breakpoint
ALTER TABLE "order_card_payments" ADD CONSTRAINT "order_card_payments_order_fk" FOREIGN KEY ("store_id","order_id") REFERENCES "public"."orders"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_card_payments" ADD CONSTRAINT "order_card_payments_card_fk" FOREIGN KEY ("store_id","card_id") REFERENCES "public"."gift_cards"("store_id","id") ON DELETE no action ON UPDATE no action;