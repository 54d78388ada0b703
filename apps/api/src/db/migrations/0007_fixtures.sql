CREATE TABLE "competition_team_templates" (
	"competition_id" integer NOT NULL,
	"team_template_id" integer NOT NULL,
	CONSTRAINT "competition_team_templates_competition_id_team_template_id_pk" PRIMARY KEY("competition_id","team_template_id")
);
--> statement-breakpoint
CREATE TABLE "ground_conditions" (
	"id" integer PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "postponement_reasons" (
	"id" integer PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "weather_conditions" (
	"id" integer PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "competitions" DROP CONSTRAINT "competitions_team_template_id_team_templates_id_fk";
--> statement-breakpoint
ALTER TABLE "competitions" ADD COLUMN "sex_id" smallint;--> statement-breakpoint
ALTER TABLE "competitions" ADD COLUMN "game_format_id" integer;--> statement-breakpoint
-- A competition takes one or more team templates: the single template moves into the join table,
-- and the competition's sex and game format are read from it.
INSERT INTO "competition_team_templates" ("competition_id", "team_template_id")
  SELECT "id", "team_template_id" FROM "competitions";--> statement-breakpoint
UPDATE "competitions" SET "sex_id" = "team_templates"."sex_id", "game_format_id" = "team_templates"."game_format_id"
  FROM "team_templates" WHERE "team_templates"."id" = "competitions"."team_template_id";--> statement-breakpoint
ALTER TABLE "competitions" ALTER COLUMN "game_format_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "fixtures" ADD COLUMN "venue" text;--> statement-breakpoint
ALTER TABLE "fixtures" ADD COLUMN "status" text DEFAULT 'scheduled' NOT NULL;--> statement-breakpoint
ALTER TABLE "fixtures" ADD COLUMN "claimed_by_person_id" bigint;--> statement-breakpoint
ALTER TABLE "fixtures" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "fixtures" ADD COLUMN "was_abandoned" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "fixtures" ADD COLUMN "score_stands" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "fixtures" ADD COLUMN "passive_scrums" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "fixtures" ADD COLUMN "home_points" integer;--> statement-breakpoint
ALTER TABLE "fixtures" ADD COLUMN "home_tries" integer;--> statement-breakpoint
ALTER TABLE "fixtures" ADD COLUMN "away_points" integer;--> statement-breakpoint
ALTER TABLE "fixtures" ADD COLUMN "away_tries" integer;--> statement-breakpoint
ALTER TABLE "fixtures" ADD COLUMN "weather_condition_id" integer;--> statement-breakpoint
ALTER TABLE "fixtures" ADD COLUMN "ground_condition_id" integer;--> statement-breakpoint
ALTER TABLE "fixtures" ADD COLUMN "comments" text;--> statement-breakpoint
ALTER TABLE "fixtures" ADD COLUMN "postponement_reason_id" integer;--> statement-breakpoint
ALTER TABLE "fixtures" ADD COLUMN "postponement_comments" text;--> statement-breakpoint
ALTER TABLE "fixtures" ADD COLUMN "submission_key" uuid;--> statement-breakpoint
ALTER TABLE "fixtures" ADD COLUMN "corrected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "fixtures" ADD COLUMN "corrected_by" bigint;--> statement-breakpoint
ALTER TABLE "fixtures" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "competition_team_templates" ADD CONSTRAINT "competition_team_templates_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_team_templates" ADD CONSTRAINT "competition_team_templates_team_template_id_team_templates_id_fk" FOREIGN KEY ("team_template_id") REFERENCES "public"."team_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competitions" ADD CONSTRAINT "competitions_game_format_id_game_formats_id_fk" FOREIGN KEY ("game_format_id") REFERENCES "public"."game_formats"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixtures" ADD CONSTRAINT "fixtures_claimed_by_person_id_persons_id_fk" FOREIGN KEY ("claimed_by_person_id") REFERENCES "public"."persons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixtures" ADD CONSTRAINT "fixtures_weather_condition_id_weather_conditions_id_fk" FOREIGN KEY ("weather_condition_id") REFERENCES "public"."weather_conditions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixtures" ADD CONSTRAINT "fixtures_ground_condition_id_ground_conditions_id_fk" FOREIGN KEY ("ground_condition_id") REFERENCES "public"."ground_conditions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixtures" ADD CONSTRAINT "fixtures_postponement_reason_id_postponement_reasons_id_fk" FOREIGN KEY ("postponement_reason_id") REFERENCES "public"."postponement_reasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixtures" ADD CONSTRAINT "fixtures_corrected_by_persons_id_fk" FOREIGN KEY ("corrected_by") REFERENCES "public"."persons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fixtures_home_team_child_idx" ON "fixtures" USING btree ("home_team_child_id");--> statement-breakpoint
CREATE INDEX "fixtures_away_team_child_idx" ON "fixtures" USING btree ("away_team_child_id");--> statement-breakpoint
CREATE INDEX "fixtures_competition_date_idx" ON "fixtures" USING btree ("competition_id","date");--> statement-breakpoint
CREATE INDEX "fixtures_claimed_by_idx" ON "fixtures" USING btree ("claimed_by_person_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fixtures_submission_key_unique" ON "fixtures" USING btree ("submission_key");--> statement-breakpoint
ALTER TABLE "competitions" DROP COLUMN "team_template_id";--> statement-breakpoint
-- Fixed lookups (never renumber, only append); the same lists as packages/shared/src/fixtures/lookups.ts.
INSERT INTO "weather_conditions" ("id", "value") VALUES
  (1, 'Sunny'),
  (2, 'Dry and overcast'),
  (3, 'Light rain'),
  (4, 'Heavy rain'),
  (5, 'Strong wind'),
  (6, 'Snow or sleet'),
  (7, 'Fog or mist'),
  (8, 'Hot'),
  (9, 'Cold and frosty');--> statement-breakpoint
INSERT INTO "ground_conditions" ("id", "value") VALUES
  (1, 'Hard'),
  (2, 'Firm'),
  (3, 'Good'),
  (4, 'Soft'),
  (5, 'Heavy'),
  (6, 'Waterlogged in places'),
  (7, 'Frozen in places'),
  (8, 'Other');--> statement-breakpoint
INSERT INTO "postponement_reasons" ("id", "value") VALUES
  (1, 'Waterlogged pitch'),
  (2, 'Frozen pitch'),
  (3, 'Snow on the pitch'),
  (4, 'Fog or poor visibility'),
  (5, 'Storm or high winds'),
  (6, 'Lightning'),
  (7, 'Insufficient players (home team)'),
  (8, 'Insufficient players (away team)'),
  (9, 'Insufficient front-row replacements'),
  (10, 'Referee unavailable'),
  (11, 'COVID-19 or illness in a squad'),
  (12, 'Fixture clash (cup or representative match)'),
  (13, 'Travel disruption'),
  (14, 'Pitch unavailable or double-booked'),
  (15, 'Floodlight failure'),
  (16, 'Changing rooms or facilities unavailable'),
  (17, 'No medical or first-aid cover'),
  (18, 'Bereavement or mark of respect'),
  (19, 'Safety or security concern'),
  (20, 'Agreed by both clubs with union approval'),
  (21, 'Other');
