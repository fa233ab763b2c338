CREATE TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"points" integer NOT NULL,
	"expire" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "rate_limit_counters_expire_idx" ON "rate_limit_counters" USING btree ("expire");--> statement-breakpoint
CREATE INDEX "orders_open_cart_updated_idx" ON "orders" USING btree ("updated_at") WHERE "orders"."placed_at" IS NULL;