-- Search People's own index (decision 009): one row per person and organisation with a role row
-- there, kept by triggers; a GIN index on (organisation, trigrams of the name) needs btree_gin
-- (PostgreSQL's contrib, trusted since 13; PGlite loads it in openDatabase).
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
CREATE TABLE "organisation_people_search" (
	"organisation_id" integer NOT NULL,
	"person_id" bigint NOT NULL,
	"full_name" text NOT NULL,
	"last_name" text,
	"first_name" text,
	"active_from" date NOT NULL,
	"active_to" date,
	CONSTRAINT "organisation_people_search_organisation_id_person_id_pk" PRIMARY KEY("organisation_id","person_id")
);
--> statement-breakpoint
CREATE INDEX "organisation_people_search_name_idx" ON "organisation_people_search" USING gin ("organisation_id","full_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "organisation_people_search_order_idx" ON "organisation_people_search" USING btree ("organisation_id","last_name","first_name","person_id");--> statement-breakpoint
CREATE INDEX "organisation_people_search_person_idx" ON "organisation_people_search" USING btree ("person_id");--> statement-breakpoint
-- Recomputes the rows of the given (organisation, person) pairs (paired by position) from their
-- role rows: one row with the names and the span of the roles while any role row is left, none after.
-- The persons are share-locked first, so a rename committed meanwhile is read, or waits for this.
CREATE FUNCTION organisation_people_search_refresh(organisation_ids integer[], person_ids bigint[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM persons WHERE id = ANY(person_ids) ORDER BY id FOR SHARE;
  INSERT INTO organisation_people_search
    (organisation_id, person_id, full_name, last_name, first_name, active_from, active_to)
  SELECT r.organisation_id, r.person_id,
    lower(coalesce(p.first_name, '') || ' ' || coalesce(p.last_name, '')), lower(p.last_name), lower(p.first_name),
    min(r.active_from), CASE WHEN bool_or(r.active_to IS NULL) THEN NULL ELSE max(r.active_to) END
  FROM (SELECT DISTINCT k.organisation_id, k.person_id FROM unnest(organisation_ids, person_ids) AS k(organisation_id, person_id)) k
  JOIN person_organisation_roles r ON r.organisation_id = k.organisation_id AND r.person_id = k.person_id
  JOIN persons p ON p.id = r.person_id
  GROUP BY r.organisation_id, r.person_id, p.first_name, p.last_name
  ON CONFLICT (organisation_id, person_id) DO UPDATE SET
    full_name = excluded.full_name, last_name = excluded.last_name, first_name = excluded.first_name,
    active_from = excluded.active_from, active_to = excluded.active_to;
  DELETE FROM organisation_people_search s
  USING unnest(organisation_ids, person_ids) AS k(organisation_id, person_id)
  WHERE s.organisation_id = k.organisation_id AND s.person_id = k.person_id
    AND NOT EXISTS (SELECT 1 FROM person_organisation_roles r
                    WHERE r.organisation_id = k.organisation_id AND r.person_id = k.person_id);
END $$;--> statement-breakpoint
-- Role rows inserted, updated or deleted (any statement, however many rows): their pairs, before and after.
CREATE FUNCTION organisation_people_search_roles_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  organisation_ids integer[];
  person_ids bigint[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(organisation_id), array_agg(person_id) INTO organisation_ids, person_ids
    FROM (SELECT DISTINCT organisation_id, person_id FROM new_roles WHERE organisation_id IS NOT NULL) k;
  ELSIF TG_OP = 'UPDATE' THEN
    SELECT array_agg(organisation_id), array_agg(person_id) INTO organisation_ids, person_ids
    FROM (SELECT organisation_id, person_id FROM new_roles WHERE organisation_id IS NOT NULL
          UNION SELECT organisation_id, person_id FROM old_roles WHERE organisation_id IS NOT NULL) k;
  ELSE
    SELECT array_agg(organisation_id), array_agg(person_id) INTO organisation_ids, person_ids
    FROM (SELECT DISTINCT organisation_id, person_id FROM old_roles WHERE organisation_id IS NOT NULL) k;
  END IF;
  IF organisation_ids IS NOT NULL THEN
    PERFORM organisation_people_search_refresh(organisation_ids, person_ids);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER organisation_people_search_roles_inserted AFTER INSERT ON person_organisation_roles
  REFERENCING NEW TABLE AS new_roles FOR EACH STATEMENT EXECUTE FUNCTION organisation_people_search_roles_changed();--> statement-breakpoint
CREATE TRIGGER organisation_people_search_roles_updated AFTER UPDATE ON person_organisation_roles
  REFERENCING OLD TABLE AS old_roles NEW TABLE AS new_roles FOR EACH STATEMENT EXECUTE FUNCTION organisation_people_search_roles_changed();--> statement-breakpoint
CREATE TRIGGER organisation_people_search_roles_deleted AFTER DELETE ON person_organisation_roles
  REFERENCING OLD TABLE AS old_roles FOR EACH STATEMENT EXECUTE FUNCTION organisation_people_search_roles_changed();--> statement-breakpoint
CREATE FUNCTION organisation_people_search_roles_truncated() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM organisation_people_search;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER organisation_people_search_roles_truncated AFTER TRUNCATE ON person_organisation_roles
  FOR EACH STATEMENT EXECUTE FUNCTION organisation_people_search_roles_truncated();--> statement-breakpoint
-- A person renamed: their rows in every organisation.
CREATE FUNCTION organisation_people_search_person_renamed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE organisation_people_search SET
    full_name = lower(coalesce(NEW.first_name, '') || ' ' || coalesce(NEW.last_name, '')),
    last_name = lower(NEW.last_name), first_name = lower(NEW.first_name)
  WHERE person_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER organisation_people_search_person_renamed AFTER UPDATE OF first_name, last_name ON persons
  FOR EACH ROW WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name)
  EXECUTE FUNCTION organisation_people_search_person_renamed();--> statement-breakpoint
-- The existing role rows, then fresh statistics for the first searches.
INSERT INTO organisation_people_search
  (organisation_id, person_id, full_name, last_name, first_name, active_from, active_to)
SELECT r.organisation_id, r.person_id,
  lower(coalesce(p.first_name, '') || ' ' || coalesce(p.last_name, '')), lower(p.last_name), lower(p.first_name),
  min(r.active_from), CASE WHEN bool_or(r.active_to IS NULL) THEN NULL ELSE max(r.active_to) END
FROM person_organisation_roles r
JOIN persons p ON p.id = r.person_id
WHERE r.organisation_id IS NOT NULL
GROUP BY r.organisation_id, r.person_id, p.first_name, p.last_name;--> statement-breakpoint
ANALYZE organisation_people_search;
