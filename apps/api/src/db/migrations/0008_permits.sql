CREATE TABLE "permits" (
	"id" serial PRIMARY KEY NOT NULL,
	"person_id" bigint NOT NULL,
	"from_role_id" integer NOT NULL,
	"from_organisation_id" integer NOT NULL,
	"to_organisation_id" integer NOT NULL,
	"fixture_id" integer NOT NULL,
	"to_team_child_id" integer NOT NULL,
	"created_by" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"player_decision" smallint,
	"player_decided_at" timestamp with time zone,
	"player_decided_by" bigint,
	"consents" jsonb,
	"organisation_decision" smallint,
	"organisation_decided_at" timestamp with time zone,
	"organisation_decided_by" bigint,
	"wru_override_decision" smallint,
	"wru_decided_at" timestamp with time zone,
	"wru_decided_by" bigint,
	"wru_reason" text,
	"cancelled_on" timestamp with time zone,
	"cancelled_by" bigint
);
--> statement-breakpoint
ALTER TABLE "union_settings" ADD COLUMN "permit_limit" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "permits" ADD CONSTRAINT "permits_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permits" ADD CONSTRAINT "permits_from_role_id_person_organisation_roles_id_fk" FOREIGN KEY ("from_role_id") REFERENCES "public"."person_organisation_roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permits" ADD CONSTRAINT "permits_from_organisation_id_organisations_id_fk" FOREIGN KEY ("from_organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permits" ADD CONSTRAINT "permits_to_organisation_id_organisations_id_fk" FOREIGN KEY ("to_organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permits" ADD CONSTRAINT "permits_fixture_id_fixtures_id_fk" FOREIGN KEY ("fixture_id") REFERENCES "public"."fixtures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permits" ADD CONSTRAINT "permits_to_team_child_id_team_children_id_fk" FOREIGN KEY ("to_team_child_id") REFERENCES "public"."team_children"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "permits_to_organisation_idx" ON "permits" USING btree ("to_organisation_id","created_at");--> statement-breakpoint
CREATE INDEX "permits_from_organisation_idx" ON "permits" USING btree ("from_organisation_id","created_at");--> statement-breakpoint
CREATE INDEX "permits_person_idx" ON "permits" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "permits_fixture_organisation_idx" ON "permits" USING btree ("fixture_id","to_organisation_id") WHERE "permits"."cancelled_on" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "permits_one_live_per_player_fixture" ON "permits" USING btree ("person_id","fixture_id") WHERE "permits"."cancelled_on" is null and coalesce("permits"."wru_override_decision", "permits"."organisation_decision", 0) <> 2;--> statement-breakpoint
CREATE INDEX "permits_awaiting_union_idx" ON "permits" USING btree ("player_decided_at") WHERE "permits"."wru_override_decision" is null and "permits"."player_decision" = 1 and "permits"."cancelled_on" is null;