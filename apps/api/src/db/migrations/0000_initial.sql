CREATE SEQUENCE "public"."member_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1000001 CACHE 1;--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"person_id" bigint NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "addresses" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"person_id" bigint NOT NULL,
	"address_line1" text,
	"address_line2" text,
	"address_line3" text,
	"city" text,
	"county" text,
	"post_code" text,
	"country_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_person_id" bigint,
	"action" text NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" text,
	"person_id" bigint,
	"organisation_id" integer,
	"request_id" text,
	"details" jsonb
);
--> statement-breakpoint
CREATE TABLE "competitions" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"team_template_id" integer NOT NULL,
	"season" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" integer PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"iso_code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dbs_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"person_id" bigint NOT NULL,
	"certificate_number" text NOT NULL,
	"issued" date NOT NULL,
	"expiry" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint
);
--> statement-breakpoint
CREATE TABLE "fixtures" (
	"id" serial PRIMARY KEY NOT NULL,
	"competition_id" integer NOT NULL,
	"date" timestamp with time zone NOT NULL,
	"home_team_child_id" integer NOT NULL,
	"away_team_child_id" integer NOT NULL,
	"referee_person_id" bigint
);
--> statement-breakpoint
CREATE TABLE "game_formats" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nationalities" (
	"id" integer PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oidc_payloads" (
	"id" text NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"grant_id" text,
	"user_code" text,
	"uid" text,
	"expires_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	CONSTRAINT "oidc_payloads_id_type_pk" PRIMARY KEY("id","type")
);
--> statement-breakpoint
CREATE TABLE "organisation_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"description_en" text NOT NULL,
	"tabler_icon" text NOT NULL,
	"show_on_registration" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organisations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type_id" integer NOT NULL,
	"region_id" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "person_organisation_roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"person_id" bigint NOT NULL,
	"organisation_id" integer,
	"role_id" integer NOT NULL,
	"team_child_id" integer,
	"active_from" date NOT NULL,
	"active_to" date,
	"transferred" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "persons" (
	"id" bigint PRIMARY KEY DEFAULT nextval('member_id_seq') NOT NULL,
	"first_name" text,
	"last_name" text,
	"email" text,
	"dob" date,
	"sex_id" smallint,
	"nationality_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"international_playing_status_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"parent_id" bigint,
	"opted_in_for_wrucomms" boolean,
	"opted_in_for_regional_comms" boolean,
	"opted_in_for_third_party_comms" boolean,
	"has_invalid_dbs" boolean DEFAULT false NOT NULL,
	"has_active_dbs_application" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_application_status_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"status" text NOT NULL,
	"changed_on" timestamp with time zone DEFAULT now() NOT NULL,
	"changed_by" bigint,
	"reason" text
);
--> statement-breakpoint
CREATE TABLE "player_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"person_id" bigint NOT NULL,
	"team_parent_id" integer NOT NULL,
	"season" text NOT NULL,
	"status" text NOT NULL,
	"consents" jsonb NOT NULL,
	"submitted_by" bigint NOT NULL,
	"decided_team_child_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "qualifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"person_id" bigint NOT NULL,
	"value" text NOT NULL,
	"valid_from" date NOT NULL,
	"expiry" date,
	"certificate_number" text,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" integer PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"role_parent_id" integer NOT NULL,
	"description" text,
	"min_age" integer DEFAULT 0 NOT NULL,
	"tabler_icon" text,
	"background_colour" text,
	"dbs_required" boolean DEFAULT false NOT NULL,
	"dbs_required_for_child_teams" boolean DEFAULT false NOT NULL,
	"organisation_required" boolean DEFAULT true NOT NULL,
	"team_required" boolean DEFAULT false NOT NULL,
	"allow_unattached" boolean DEFAULT false NOT NULL,
	"requires_club_sec_approval" boolean DEFAULT true NOT NULL,
	"requires_union_approval" boolean DEFAULT false NOT NULL,
	"is_volunteer_role" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rugby_unions" (
	"id" integer PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"is_home_union" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_children" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_parent_id" integer NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_parents" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"team_template_id" integer NOT NULL,
	"name" text NOT NULL,
	"enable_registrations" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_templates" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"age_grade" text NOT NULL,
	"sex_id" smallint,
	"game_format_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "union_roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"person_id" bigint NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"granted_by" bigint,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "volunteer_registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"person_id" bigint NOT NULL,
	"role_id" integer NOT NULL,
	"organisation_id" integer,
	"team_parent_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"season" text NOT NULL,
	"requires_dbs" boolean NOT NULL,
	"requires_club_sec_approval" boolean NOT NULL,
	"requires_union_approval" boolean NOT NULL,
	"club_sec_decision" smallint,
	"union_decision" boolean,
	"application_status" smallint,
	"dbs_triggered" boolean DEFAULT false NOT NULL,
	"consents" jsonb NOT NULL,
	"submitted_by" bigint NOT NULL,
	"submitted_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	"organisation_updated_on" timestamp with time zone,
	"union_updated_on" timestamp with time zone,
	"union_reason" text
);
--> statement-breakpoint
CREATE TABLE "web_sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"person_id" bigint NOT NULL,
	"sub" text NOT NULL,
	"name" text,
	"email" text,
	"id_token" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competitions" ADD CONSTRAINT "competitions_team_template_id_team_templates_id_fk" FOREIGN KEY ("team_template_id") REFERENCES "public"."team_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dbs_records" ADD CONSTRAINT "dbs_records_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixtures" ADD CONSTRAINT "fixtures_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixtures" ADD CONSTRAINT "fixtures_home_team_child_id_team_children_id_fk" FOREIGN KEY ("home_team_child_id") REFERENCES "public"."team_children"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixtures" ADD CONSTRAINT "fixtures_away_team_child_id_team_children_id_fk" FOREIGN KEY ("away_team_child_id") REFERENCES "public"."team_children"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixtures" ADD CONSTRAINT "fixtures_referee_person_id_persons_id_fk" FOREIGN KEY ("referee_person_id") REFERENCES "public"."persons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisations" ADD CONSTRAINT "organisations_type_id_organisation_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."organisation_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisations" ADD CONSTRAINT "organisations_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_organisation_roles" ADD CONSTRAINT "person_organisation_roles_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_organisation_roles" ADD CONSTRAINT "person_organisation_roles_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_organisation_roles" ADD CONSTRAINT "person_organisation_roles_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_organisation_roles" ADD CONSTRAINT "person_organisation_roles_team_child_id_team_children_id_fk" FOREIGN KEY ("team_child_id") REFERENCES "public"."team_children"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_application_status_changes" ADD CONSTRAINT "player_application_status_changes_application_id_player_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."player_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_applications" ADD CONSTRAINT "player_applications_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_applications" ADD CONSTRAINT "player_applications_team_parent_id_team_parents_id_fk" FOREIGN KEY ("team_parent_id") REFERENCES "public"."team_parents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_applications" ADD CONSTRAINT "player_applications_decided_team_child_id_team_children_id_fk" FOREIGN KEY ("decided_team_child_id") REFERENCES "public"."team_children"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qualifications" ADD CONSTRAINT "qualifications_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_children" ADD CONSTRAINT "team_children_team_parent_id_team_parents_id_fk" FOREIGN KEY ("team_parent_id") REFERENCES "public"."team_parents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_parents" ADD CONSTRAINT "team_parents_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_parents" ADD CONSTRAINT "team_parents_team_template_id_team_templates_id_fk" FOREIGN KEY ("team_template_id") REFERENCES "public"."team_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_templates" ADD CONSTRAINT "team_templates_game_format_id_game_formats_id_fk" FOREIGN KEY ("game_format_id") REFERENCES "public"."game_formats"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "union_roles" ADD CONSTRAINT "union_roles_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteer_registrations" ADD CONSTRAINT "volunteer_registrations_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteer_registrations" ADD CONSTRAINT "volunteer_registrations_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteer_registrations" ADD CONSTRAINT "volunteer_registrations_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "web_sessions" ADD CONSTRAINT "web_sessions_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_email_unique" ON "accounts" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_person_unique" ON "accounts" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "addresses_person_idx" ON "addresses" USING btree ("person_id","id");--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_log_person_idx" ON "audit_log" USING btree ("person_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_person_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_organisation_idx" ON "audit_log" USING btree ("organisation_id","at");--> statement-breakpoint
CREATE INDEX "dbs_records_person_idx" ON "dbs_records" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "dbs_records_expiry_idx" ON "dbs_records" USING btree ("expiry");--> statement-breakpoint
CREATE INDEX "fixtures_referee_idx" ON "fixtures" USING btree ("referee_person_id");--> statement-breakpoint
CREATE INDEX "fixtures_date_idx" ON "fixtures" USING btree ("date");--> statement-breakpoint
CREATE INDEX "oidc_payloads_grant_idx" ON "oidc_payloads" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "oidc_payloads_uid_idx" ON "oidc_payloads" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "oidc_payloads_user_code_idx" ON "oidc_payloads" USING btree ("user_code");--> statement-breakpoint
CREATE INDEX "oidc_payloads_expires_idx" ON "oidc_payloads" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "organisations_type_idx" ON "organisations" USING btree ("type_id");--> statement-breakpoint
CREATE INDEX "organisations_name_idx" ON "organisations" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "outbox_created_idx" ON "outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "por_person_idx" ON "person_organisation_roles" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "por_organisation_idx" ON "person_organisation_roles" USING btree ("organisation_id","role_id");--> statement-breakpoint
CREATE INDEX "por_team_child_idx" ON "person_organisation_roles" USING btree ("team_child_id");--> statement-breakpoint
CREATE UNIQUE INDEX "persons_email_unique" ON "persons" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "persons_parent_idx" ON "persons" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "persons_last_name_idx" ON "persons" USING btree (lower("last_name"));--> statement-breakpoint
CREATE INDEX "pasc_application_idx" ON "player_application_status_changes" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "player_applications_person_idx" ON "player_applications" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "player_applications_team_parent_idx" ON "player_applications" USING btree ("team_parent_id","status");--> statement-breakpoint
CREATE INDEX "qualifications_person_idx" ON "qualifications" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "team_children_parent_idx" ON "team_children" USING btree ("team_parent_id");--> statement-breakpoint
CREATE INDEX "team_parents_organisation_idx" ON "team_parents" USING btree ("organisation_id");--> statement-breakpoint
CREATE INDEX "union_roles_person_idx" ON "union_roles" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "volunteer_registrations_person_idx" ON "volunteer_registrations" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "volunteer_registrations_organisation_idx" ON "volunteer_registrations" USING btree ("organisation_id");--> statement-breakpoint
CREATE INDEX "web_sessions_person_idx" ON "web_sessions" USING btree ("person_id");