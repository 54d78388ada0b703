-- Search People's GIN index (0011) without a pending list: with fastupdate every write lands in a
-- list each search reads through until a vacuum merges it, and the embedded database has no
-- autovacuum (after the 0011 fill the largest club's search for 'jon' read 442 buffers of it). Rebuilt
-- from the table, so the rows written so far are in the index proper.
DROP INDEX "organisation_people_search_name_idx";--> statement-breakpoint
CREATE INDEX "organisation_people_search_name_idx" ON "organisation_people_search" USING gin ("organisation_id","full_name" gin_trgm_ops) WITH (fastupdate=false);