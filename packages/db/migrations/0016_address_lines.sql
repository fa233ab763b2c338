ALTER TABLE "customer_addresses" ADD COLUMN "address_line1" text;--> statement-breakpoint
ALTER TABLE "customer_addresses" ADD COLUMN "address_line2" text;