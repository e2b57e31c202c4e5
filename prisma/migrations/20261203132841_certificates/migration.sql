-- CreateTable
CREATE TABLE "Certificate" (
    "id" TEXT NOT NULL,
    "scheme" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "scope_tr" TEXT NOT NULL,
    "scope_en" TEXT,
    "scope_de" TEXT,
    "number" TEXT NOT NULL,
    "validFrom" DATE NOT NULL,
    "validUntil" DATE NOT NULL,
    "mediaId" TEXT NOT NULL,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    "shown" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Certificate_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Certificate_validUntil_idx" ON "Certificate"("validUntil");

-- CreateIndex
CREATE INDEX "Certificate_mediaId_idx" ON "Certificate"("mediaId");

-- AddForeignKey
ALTER TABLE "Certificate" ADD CONSTRAINT "Certificate_mediaId_fkey" FOREIGN KEY ("mediaId") REFERENCES "MediaFile"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- What visitors see raises the content version (and empties every instance's page cache): a
-- certificate added, changed or removed, and `shown` turned by the expiry job when one enters or
-- leaves its validity. Row triggers: the job's UPDATE that changes no row raises nothing.
CREATE TRIGGER "Certificate_content_version" AFTER INSERT OR DELETE ON "Certificate"
  FOR EACH ROW EXECUTE FUNCTION bump_content_version();
CREATE TRIGGER "Certificate_changed_content_version" AFTER UPDATE ON "Certificate"
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION bump_content_version();
CREATE TRIGGER "Certificate_truncate_content_version" AFTER TRUNCATE ON "Certificate"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
