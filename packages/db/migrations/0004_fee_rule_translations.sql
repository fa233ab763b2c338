CREATE TABLE "fee_rule_translations" (
	"store_id" integer NOT NULL,
	"fee_rule_id" integer NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	CONSTRAINT "fee_rule_translations_fee_rule_id_language_pk" PRIMARY KEY("fee_rule_id","language")
);
--> statement-breakpoint
ALTER TABLE "fee_rule_translations" ADD CONSTRAINT "fee_rule_translations_fee_rule_id_fee_rules_id_fk" FOREIGN KEY ("fee_rule_id") REFERENCES "public"."fee_rules"("id") ON DELETE cascade ON UPDATE no action;