CREATE TABLE "transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"person_id" bigint NOT NULL,
	"from_role_id" integer NOT NULL,
	"from_team_child_id" integer NOT NULL,
	"from_organisation_id" integer NOT NULL,
	"to_team_child_id" integer NOT NULL,
	"to_organisation_id" integer NOT NULL,
	"season" text NOT NULL,
	"created_by" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"player_decision" smallint,
	"player_decided_at" timestamp with time zone,
	"player_decided_by" bigint,
	"consents" jsonb,
	"organisation_decision" smallint,
	"organisation_decided_at" timestamp with time zone,
	"organisation_decided_by" bigint,
	"organisation_objection_reason" text,
	"union_decision" smallint,
	"union_decided_at" timestamp with time zone,
	"union_decided_by" bigint,
	"union_reason" text,
	"new_role_id" integer
);
--> statement-breakpoint
CREATE TABLE "union_settings" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"max_transferred_players" integer DEFAULT 5 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint
);
--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_from_role_id_person_organisation_roles_id_fk" FOREIGN KEY ("from_role_id") REFERENCES "public"."person_organisation_roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_from_team_child_id_team_children_id_fk" FOREIGN KEY ("from_team_child_id") REFERENCES "public"."team_children"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_from_organisation_id_organisations_id_fk" FOREIGN KEY ("from_organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_to_team_child_id_team_children_id_fk" FOREIGN KEY ("to_team_child_id") REFERENCES "public"."team_children"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_to_organisation_id_organisations_id_fk" FOREIGN KEY ("to_organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_new_role_id_person_organisation_roles_id_fk" FOREIGN KEY ("new_role_id") REFERENCES "public"."person_organisation_roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transfers_to_organisation_idx" ON "transfers" USING btree ("to_organisation_id","created_at");--> statement-breakpoint
CREATE INDEX "transfers_from_organisation_idx" ON "transfers" USING btree ("from_organisation_id","created_at");--> statement-breakpoint
CREATE INDEX "transfers_person_idx" ON "transfers" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "transfers_to_team_child_season_idx" ON "transfers" USING btree ("to_team_child_id","season");--> statement-breakpoint
CREATE UNIQUE INDEX "transfers_one_open_per_person" ON "transfers" USING btree ("person_id") WHERE "transfers"."union_decision" is null and "transfers"."player_decision" is distinct from 2;--> statement-breakpoint
CREATE INDEX "transfers_awaiting_union_idx" ON "transfers" USING btree ("player_decided_at") WHERE "transfers"."union_decision" is null and "transfers"."player_decision" = 1;--> statement-breakpoint
ALTER TABLE "union_settings" ADD CONSTRAINT "union_settings_one_row" CHECK ("id");--> statement-breakpoint
INSERT INTO "union_settings" ("id") VALUES (true) ON CONFLICT DO NOTHING;
