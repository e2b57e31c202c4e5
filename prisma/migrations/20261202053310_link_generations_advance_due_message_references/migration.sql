-- DropIndex
DROP INDEX "RequestLink_leadId_idx";

-- AlterTable
ALTER TABLE "OutboxEmail" ADD COLUMN     "requestLink" BOOLEAN NOT NULL DEFAULT false;

-- Mails not sent yet hold their private link as a placeholder from now on: the outbox writes the
-- request's current link in when it sends them. (Sent mails already keep no token.)
UPDATE "OutboxEmail"
SET "text" = regexp_replace("text", '(/requests/)[A-Za-z0-9_-]{43}', '\1~request-link~', 'g'), "requestLink" = true
WHERE "status" <> 'sent' AND "text" ~ '/requests/[A-Za-z0-9_-]{43}';

-- AlterTable
ALTER TABLE "Proforma" ADD COLUMN     "advanceDueOn" DATE;

-- Proformas issued before: the advance was due 7 days after the proforma's day in Türkiye.
UPDATE "Proforma" p
SET "advanceDueOn" = ((p."createdAt" AT TIME ZONE 'UTC') AT TIME ZONE 'Europe/Istanbul')::date + 7
FROM "QuoteVersion" v
WHERE v."id" = p."versionId" AND v."paymentTerms" IN ('advance', 'part-advance');

-- AlterTable: the links made so far become the generations of their request, oldest first.
ALTER TABLE "RequestLink" ADD COLUMN     "generation" INTEGER;
UPDATE "RequestLink" l
SET "generation" = n.generation
FROM (SELECT "id", row_number() OVER (PARTITION BY "leadId" ORDER BY "createdAt", "id") AS generation FROM "RequestLink") n
WHERE n."id" = l."id";
ALTER TABLE "RequestLink" ALTER COLUMN "generation" SET NOT NULL;

-- CreateIndex
CREATE UNIQUE INDEX "RequestLink_leadId_generation_key" ON "RequestLink"("leadId", "generation");

-- Contact messages get references of their own ('MSG-2026-0001'), per year in Türkiye, in the
-- order they came; the series' counter continues after the last one given here.
WITH numbered AS (
  SELECT "id", year, row_number() OVER (PARTITION BY year ORDER BY "createdAt", "id") AS n
  FROM (
    SELECT "id", "createdAt", to_char(("createdAt" AT TIME ZONE 'UTC') AT TIME ZONE 'Europe/Istanbul', 'YYYY') AS year
    FROM "Lead" WHERE "kind" = 'contact' AND "reference" IS NULL
  ) contact
), referenced AS (
  UPDATE "Lead" l
  SET "reference" = 'MSG-' || numbered.year || '-' || CASE WHEN numbered.n < 10000 THEN lpad(numbered.n::text, 4, '0') ELSE numbered.n::text END
  FROM numbered
  WHERE numbered."id" = l."id"
  RETURNING numbered.year, numbered.n
)
INSERT INTO "ReferenceCounter" ("scope", "last")
SELECT 'MSG-' || year, max(n) FROM referenced GROUP BY year
ON CONFLICT ("scope") DO UPDATE SET "last" = GREATEST("ReferenceCounter"."last", EXCLUDED."last");
