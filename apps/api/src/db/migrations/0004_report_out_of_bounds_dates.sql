-- Finds the dates stored before the field bounds existed that the API would now refuse (a DBS check
-- issued 9999-12-31 and so expiring in the year 10000, a qualification valid from 9999-12-31, a date
-- of birth in the future) and reports each one in the audit log, where the union reads it: one row
-- per field out of bounds, action 'stored-date.out-of-bounds', no actor, the record as subject and
-- the stored value and the bounds in the details. Nothing is changed: the records stay as stored and
-- are shown as they are; the union corrects them. The bounds are those of
-- packages/shared/src/fields/fields.ts on the day the migration runs
-- (docs/decisions/016-one-validation-layer.md).
INSERT INTO "audit_log" ("action", "subject_type", "subject_id", "person_id", "details")
SELECT 'stored-date.out-of-bounds', d.subject_type, d.subject_id::text, d.person_id,
       jsonb_build_object('field', d.field, 'value', d.value::text, 'earliest', d.earliest::date::text, 'latest', d.latest::date::text)
FROM (
  SELECT 'dbs_record' AS subject_type, "id" AS subject_id, "person_id", 'issued' AS field, "issued" AS value,
         current_date - interval '20 years' AS earliest, current_date + interval '0 days' AS latest
  FROM "dbs_records"
  UNION ALL
  SELECT 'dbs_record', "id", "person_id", 'expiry', "expiry", current_date - interval '20 years', current_date + interval '10 years'
  FROM "dbs_records"
  UNION ALL
  SELECT 'qualification', "id", "person_id", 'validFrom', "valid_from", current_date - interval '100 years', current_date + interval '1 year'
  FROM "qualifications"
  UNION ALL
  SELECT 'qualification', "id", "person_id", 'expiry', "expiry", current_date - interval '100 years', current_date + interval '100 years'
  FROM "qualifications"
  UNION ALL
  SELECT 'person', "id", "id", 'dob', "dob", current_date - interval '120 years', current_date + interval '0 days'
  FROM "persons"
) AS d
WHERE d.value IS NOT NULL AND (d.value < d.earliest OR d.value > d.latest);
