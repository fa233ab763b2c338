CREATE TABLE "quote_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" integer GENERATED ALWAYS AS IDENTITY (sequence name "quote_requests_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1001 CACHE 1),
	"store_id" integer NOT NULL,
	"language" text NOT NULL,
	"company_name" text NOT NULL,
	"vat_number" text,
	"contact_name" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text,
	"reference" text,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_store_id_stores_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("store_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quote_requests_number_unique" ON "quote_requests" USING btree ("number");--> statement-breakpoint
CREATE INDEX "quote_requests_store_created_idx" ON "quote_requests" USING btree ("store_id","created_at");