CREATE TABLE "dbs_expiry_reminders" (
	"dbs_record_id" integer NOT NULL,
	"days_before" smallint NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dbs_expiry_reminders_dbs_record_id_days_before_pk" PRIMARY KEY("dbs_record_id","days_before")
);
--> statement-breakpoint
ALTER TABLE "dbs_expiry_reminders" ADD CONSTRAINT "dbs_expiry_reminders_dbs_record_id_dbs_records_id_fk" FOREIGN KEY ("dbs_record_id") REFERENCES "public"."dbs_records"("id") ON DELETE no action ON UPDATE no action;