ALTER TABLE "countries" ADD COLUMN "value_cy" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "ground_conditions" ADD COLUMN "value_cy" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "nationalities" ADD COLUMN "value_cy" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "organisation_types" ADD COLUMN "name_cy" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "organisation_types" ADD COLUMN "description_cy" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "postponement_reasons" ADD COLUMN "value_cy" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "value_cy" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "rugby_unions" ADD COLUMN "value_cy" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "team_templates" ADD COLUMN "name_cy" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "weather_conditions" ADD COLUMN "value_cy" text DEFAULT '' NOT NULL;