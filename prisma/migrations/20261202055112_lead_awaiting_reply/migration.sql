-- AlterTable
ALTER TABLE "Lead" ADD COLUMN     "awaitingReplySince" TIMESTAMP(3);

-- CreateIndex
CREATE INDEX "Lead_awaitingReplySince_idx" ON "Lead"("awaitingReplySince");

-- Requests whose buyer wrote after the sales team's last reply await a reply since that first message.
UPDATE "Lead" l
SET "awaitingReplySince" = waiting.since
FROM (
  SELECT m."leadId", min(m."createdAt") AS since
  FROM "QuoteMessage" m
  WHERE m.author = 'buyer'
    AND m."createdAt" > COALESCE((SELECT max(r."createdAt") FROM "QuoteMessage" r WHERE r."leadId" = m."leadId" AND r.author = 'seller'), '-infinity')
  GROUP BY m."leadId"
) waiting
WHERE waiting."leadId" = l.id;
