-- Finds the dates stored before the field bounds existed that the API would now refuse (a DBS check
-- issued 9999-12-31 and so expiring in the year 10000, a qualification valid from 9999-12-31, a date
-- of birth in the future) and reports each one in the audit log, where the union reads it: one row
-- per field out of bounds, action 'stored-date.out-of-bounds', no actor, the record as subject and
-- the stored value in the details. Nothing is changed: the records stay as stored and are shown as
-- they are; the union corrects them. The bounds are those of packages/shared/src/fields/fields.ts
-- on the day the migration runs (docs/decisions/016-one-validation-layer.md).
INSERT INTO "audit_log" ("action", "subject_type", "subject_id", "person_id", "details")
SELECT 'stored-date.out-of-bounds', 'dbs_record', "id"::text, "person_id",
       jsonb_build_object('field', 'issued', 'value', "issued"::text, 'earliest', (current_date - interval '20 years')::date::text, 'latest', current_date::text)
FROM "dbs_records"
WHERE "issued" > current_date OR "issued" < current_date - interval '20 years';
--> statement-breakpoint
INSERT INTO "audit_log" ("action", "subject_type", "subject_id", "person_id", "details")
SELECT 'stored-date.out-of-bounds', 'dbs_record', "id"::text, "person_id",
       jsonb_build_object('field', 'expiry', 'value', "expiry"::text, 'earliest', (current_date - interval '20 years')::date::text, 'latest', (current_date + interval '10 years')::date::text)
FROM "dbs_records"
WHERE "expiry" > current_date + interval '10 years' OR "expiry" < current_date - interval '20 years';
--> statement-breakpoint
INSERT INTO "audit_log" ("action", "subject_type", "subject_id", "person_id", "details")
SELECT 'stored-date.out-of-bounds', 'qualification', "id"::text, "person_id",
       jsonb_build_object('field', 'validFrom', 'value', "valid_from"::text, 'earliest', (current_date - interval '100 years')::date::text, 'latest', (current_date + interval '1 year')::date::text)
FROM "qualifications"
WHERE "valid_from" > current_date + interval '1 year' OR "valid_from" < current_date - interval '100 years';
--> statement-breakpoint
INSERT INTO "audit_log" ("action", "subject_type", "subject_id", "person_id", "details")
SELECT 'stored-date.out-of-bounds', 'qualification', "id"::text, "person_id",
       jsonb_build_object('field', 'expiry', 'value', "expiry"::text, 'earliest', (current_date - interval '100 years')::date::text, 'latest', (current_date + interval '100 years')::date::text)
FROM "qualifications"
WHERE "expiry" > current_date + interval '100 years' OR "expiry" < current_date - interval '100 years';
--> statement-breakpoint
INSERT INTO "audit_log" ("action", "subject_type", "subject_id", "person_id", "details")
SELECT 'stored-date.out-of-bounds', 'person', "id"::text, "id",
       jsonb_build_object('field', 'dob', 'value', "dob"::text, 'earliest', (current_date - interval '120 years')::date::text, 'latest', current_date::text)
FROM "persons"
WHERE "dob" > current_date OR "dob" < current_date - interval '120 years';
