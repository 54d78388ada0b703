-- Search People's table (0011, 0013) keeps each person's role rows in the organisation as the page
-- shows them (decision 009, revised 2026-11-28): the role's names and parent, the team's names and
-- the first and last day, in the page's order. Search People then reads no role row, role or team for
-- the page's persons; it keeps the roles held on the day as it reads them.
ALTER TABLE "organisation_people_search" ADD COLUMN "roles" jsonb DEFAULT '[]' NOT NULL;--> statement-breakpoint
-- The role rows of the given (organisation, person) pairs as the table keeps them, one row a pair.
CREATE FUNCTION organisation_people_search_role_rows(organisation_ids integer[], person_ids bigint[])
RETURNS TABLE (organisation_id integer, person_id bigint, held datemultirange, held_playing datemultirange,
               held_volunteering datemultirange, roles jsonb)
LANGUAGE sql STABLE AS $$
  SELECT r.organisation_id, r.person_id,
    range_agg(organisation_people_search_role_days(r.active_from, r.active_to)),
    coalesce(range_agg(organisation_people_search_role_days(r.active_from, r.active_to)) FILTER (WHERE ro.role_parent_id = 1), '{}'),
    coalesce(range_agg(organisation_people_search_role_days(r.active_from, r.active_to)) FILTER (WHERE ro.role_parent_id = 2), '{}'),
    jsonb_agg(jsonb_build_object(
      'roleName', ro.value, 'roleNameCy', ro.value_cy, 'roleParentId', ro.role_parent_id,
      'teamParentName', tp.name, 'teamChildValue', tc.value,
      'activeFrom', r.active_from, 'activeTo', r.active_to
    ) ORDER BY ro.role_parent_id, ro.value, r.active_from DESC, r.id)
  FROM (SELECT DISTINCT k.organisation_id, k.person_id FROM unnest(organisation_ids, person_ids) AS k(organisation_id, person_id)) k
  JOIN person_organisation_roles r ON r.organisation_id = k.organisation_id AND r.person_id = k.person_id
  JOIN roles ro ON ro.id = r.role_id
  LEFT JOIN team_children tc ON tc.id = r.team_child_id
  LEFT JOIN team_parents tp ON tp.id = tc.team_parent_id
  GROUP BY r.organisation_id, r.person_id
$$;--> statement-breakpoint
-- As in 0013, with the roles.
CREATE OR REPLACE FUNCTION organisation_people_search_refresh(organisation_ids integer[], person_ids bigint[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM persons WHERE id = ANY(person_ids) ORDER BY id FOR SHARE;
  INSERT INTO organisation_people_search
    (organisation_id, person_id, full_name, last_name, first_name, held, held_playing, held_volunteering, roles)
  SELECT h.organisation_id, h.person_id,
    lower(coalesce(p.first_name, '') || ' ' || coalesce(p.last_name, '')), lower(p.last_name), lower(p.first_name),
    h.held, h.held_playing, h.held_volunteering, h.roles
  FROM organisation_people_search_role_rows(organisation_ids, person_ids) h
  JOIN persons p ON p.id = h.person_id
  ON CONFLICT (organisation_id, person_id) DO UPDATE SET
    full_name = excluded.full_name, last_name = excluded.last_name, first_name = excluded.first_name,
    held = excluded.held, held_playing = excluded.held_playing, held_volunteering = excluded.held_volunteering,
    roles = excluded.roles;
  DELETE FROM organisation_people_search s
  USING unnest(organisation_ids, person_ids) AS k(organisation_id, person_id)
  WHERE s.organisation_id = k.organisation_id AND s.person_id = k.person_id
    AND NOT EXISTS (SELECT 1 FROM person_organisation_roles r
                    WHERE r.organisation_id = k.organisation_id AND r.person_id = k.person_id);
END $$;--> statement-breakpoint
-- The rows of everyone holding one of the given role rows (by team child, team parent or role),
-- refreshed: a team renamed (a club admin's change) or a role renamed (a migration's).
CREATE FUNCTION organisation_people_search_refresh_holders(team_child_ids integer[], team_parent_ids integer[], role_ids integer[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  organisation_ids integer[];
  person_ids bigint[];
BEGIN
  IF team_child_ids IS NULL AND team_parent_ids IS NULL AND role_ids IS NULL THEN
    RETURN;
  END IF;
  SELECT array_agg(k.organisation_id), array_agg(k.person_id) INTO organisation_ids, person_ids
  FROM (SELECT r.organisation_id, r.person_id FROM person_organisation_roles r
        WHERE r.team_child_id = ANY(team_child_ids)
        UNION
        SELECT r.organisation_id, r.person_id FROM person_organisation_roles r
        JOIN team_children tc ON tc.id = r.team_child_id
        WHERE tc.team_parent_id = ANY(team_parent_ids)
        UNION
        SELECT r.organisation_id, r.person_id FROM person_organisation_roles r
        WHERE r.role_id = ANY(role_ids)) k
  WHERE k.organisation_id IS NOT NULL;
  IF organisation_ids IS NOT NULL THEN
    PERFORM organisation_people_search_refresh(organisation_ids, person_ids);
  END IF;
END $$;--> statement-breakpoint
CREATE FUNCTION organisation_people_search_team_child_renamed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM organisation_people_search_refresh_holders(
    (SELECT array_agg(n.id) FROM new_children n JOIN old_children o ON o.id = n.id WHERE o.value IS DISTINCT FROM n.value),
    NULL, NULL);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER organisation_people_search_team_child_renamed AFTER UPDATE ON team_children
  REFERENCING OLD TABLE AS old_children NEW TABLE AS new_children FOR EACH STATEMENT
  EXECUTE FUNCTION organisation_people_search_team_child_renamed();--> statement-breakpoint
CREATE FUNCTION organisation_people_search_team_parent_renamed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM organisation_people_search_refresh_holders(
    NULL, (SELECT array_agg(n.id) FROM new_parents n JOIN old_parents o ON o.id = n.id WHERE o.name IS DISTINCT FROM n.name),
    NULL);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER organisation_people_search_team_parent_renamed AFTER UPDATE ON team_parents
  REFERENCING OLD TABLE AS old_parents NEW TABLE AS new_parents FOR EACH STATEMENT
  EXECUTE FUNCTION organisation_people_search_team_parent_renamed();--> statement-breakpoint
CREATE FUNCTION organisation_people_search_role_renamed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM organisation_people_search_refresh_holders(
    NULL, NULL,
    (SELECT array_agg(n.id) FROM new_roles n JOIN old_roles o ON o.id = n.id
     WHERE (o.value, o.value_cy, o.role_parent_id) IS DISTINCT FROM (n.value, n.value_cy, n.role_parent_id)));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER organisation_people_search_role_renamed AFTER UPDATE ON roles
  REFERENCING OLD TABLE AS old_roles NEW TABLE AS new_roles FOR EACH STATEMENT
  EXECUTE FUNCTION organisation_people_search_role_renamed();--> statement-breakpoint
-- Every row is written once: the GIN index is made again afterwards from the table (as in 0013).
DROP INDEX "organisation_people_search_name_idx";--> statement-breakpoint
UPDATE organisation_people_search s SET roles = h.roles
FROM organisation_people_search_role_rows(
  ARRAY(SELECT organisation_id FROM organisation_people_search ORDER BY organisation_id, person_id),
  ARRAY(SELECT person_id FROM organisation_people_search ORDER BY organisation_id, person_id)
) h
WHERE s.organisation_id = h.organisation_id AND s.person_id = h.person_id;--> statement-breakpoint
CREATE INDEX "organisation_people_search_name_idx" ON "organisation_people_search" USING gin ("organisation_id","full_name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
-- Fresh statistics for the first searches (issue 17: a bulk change ends with ANALYZE of what it touched).
ANALYZE organisation_people_search;
