-- Search People's table (0011) keeps the days each person holds a role in the organisation, as date
-- spans (decision 009, revised 2026-11-28): all their roles, their playing roles (role parent 1) and
-- their volunteering and office roles (role parent 2). `held @> day` is then the exact rule of
-- `activeOn` for the row itself, where the span from the first role's first day to the last one's last
-- day only ruled most leavers out and each candidate's role rows were read again.
ALTER TABLE "organisation_people_search" ADD COLUMN "held" datemultirange DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "organisation_people_search" ADD COLUMN "held_playing" datemultirange DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "organisation_people_search" ADD COLUMN "held_volunteering" datemultirange DEFAULT '{}' NOT NULL;--> statement-breakpoint
-- The days a role row is held, first and last included (`activeOn`); none when it ended before its
-- first day (a role ended on the day it was given ends the day before).
CREATE FUNCTION organisation_people_search_role_days(active_from date, active_to date) RETURNS daterange
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN active_to < active_from THEN 'empty'::daterange ELSE daterange(active_from, active_to, '[]') END
$$;--> statement-breakpoint
-- As in 0011, with the spans in place of the first and last day.
CREATE OR REPLACE FUNCTION organisation_people_search_refresh(organisation_ids integer[], person_ids bigint[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM persons WHERE id = ANY(person_ids) ORDER BY id FOR SHARE;
  INSERT INTO organisation_people_search
    (organisation_id, person_id, full_name, last_name, first_name, held, held_playing, held_volunteering)
  SELECT r.organisation_id, r.person_id,
    lower(coalesce(p.first_name, '') || ' ' || coalesce(p.last_name, '')), lower(p.last_name), lower(p.first_name),
    range_agg(organisation_people_search_role_days(r.active_from, r.active_to)),
    coalesce(range_agg(organisation_people_search_role_days(r.active_from, r.active_to)) FILTER (WHERE ro.role_parent_id = 1), '{}'),
    coalesce(range_agg(organisation_people_search_role_days(r.active_from, r.active_to)) FILTER (WHERE ro.role_parent_id = 2), '{}')
  FROM (SELECT DISTINCT k.organisation_id, k.person_id FROM unnest(organisation_ids, person_ids) AS k(organisation_id, person_id)) k
  JOIN person_organisation_roles r ON r.organisation_id = k.organisation_id AND r.person_id = k.person_id
  JOIN roles ro ON ro.id = r.role_id
  JOIN persons p ON p.id = r.person_id
  GROUP BY r.organisation_id, r.person_id, p.first_name, p.last_name
  ON CONFLICT (organisation_id, person_id) DO UPDATE SET
    full_name = excluded.full_name, last_name = excluded.last_name, first_name = excluded.first_name,
    held = excluded.held, held_playing = excluded.held_playing, held_volunteering = excluded.held_volunteering;
  DELETE FROM organisation_people_search s
  USING unnest(organisation_ids, person_ids) AS k(organisation_id, person_id)
  WHERE s.organisation_id = k.organisation_id AND s.person_id = k.person_id
    AND NOT EXISTS (SELECT 1 FROM person_organisation_roles r
                    WHERE r.organisation_id = k.organisation_id AND r.person_id = k.person_id);
END $$;--> statement-breakpoint
-- Every row is written once: the GIN index (0012) is made again afterwards from the table, faster
-- than taking each row's trigrams in turn.
DROP INDEX "organisation_people_search_name_idx";--> statement-breakpoint
UPDATE organisation_people_search s SET held = h.held, held_playing = h.held_playing, held_volunteering = h.held_volunteering
FROM (
  SELECT r.organisation_id, r.person_id,
    range_agg(organisation_people_search_role_days(r.active_from, r.active_to)) AS held,
    coalesce(range_agg(organisation_people_search_role_days(r.active_from, r.active_to)) FILTER (WHERE ro.role_parent_id = 1), '{}') AS held_playing,
    coalesce(range_agg(organisation_people_search_role_days(r.active_from, r.active_to)) FILTER (WHERE ro.role_parent_id = 2), '{}') AS held_volunteering
  FROM person_organisation_roles r
  JOIN roles ro ON ro.id = r.role_id
  WHERE r.organisation_id IS NOT NULL
  GROUP BY r.organisation_id, r.person_id
) h
WHERE s.organisation_id = h.organisation_id AND s.person_id = h.person_id;--> statement-breakpoint
CREATE INDEX "organisation_people_search_name_idx" ON "organisation_people_search" USING gin ("organisation_id","full_name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
ALTER TABLE "organisation_people_search" DROP COLUMN "active_from";--> statement-breakpoint
ALTER TABLE "organisation_people_search" DROP COLUMN "active_to";--> statement-breakpoint
-- Fresh statistics for the first searches (issue 17: a bulk change ends with ANALYZE of what it touched).
ANALYZE organisation_people_search;
