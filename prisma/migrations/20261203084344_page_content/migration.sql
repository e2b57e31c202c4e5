-- CreateTable
CREATE TABLE "ContentEntry" (
    "key" TEXT NOT NULL,
    "published" JSONB NOT NULL,
    "draft" JSONB,
    "version" INTEGER NOT NULL DEFAULT 1,
    "draftSavedAt" TIMESTAMP(3),
    "draftSavedBy" TEXT,
    "draftRestoredFrom" INTEGER,
    "publishAt" TIMESTAMP(3),
    "publishScheduledBy" TEXT,
    "publishedAt" TIMESTAMP(3),
    "publishedBy" TEXT,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ContentEntry_pkey" PRIMARY KEY ("key")
);

-- CreateTable
CREATE TABLE "ContentRevision" (
    "id" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "number" INTEGER NOT NULL,
    "document" JSONB NOT NULL,
    "publishedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "publishedBy" TEXT,
    "restoredFrom" INTEGER,

    CONSTRAINT "ContentRevision_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ContentEntry_publishAt_idx" ON "ContentEntry"("publishAt");

-- CreateIndex
CREATE UNIQUE INDEX "ContentRevision_key_number_key" ON "ContentRevision"("key", "number");

-- AddForeignKey
ALTER TABLE "ContentRevision" ADD CONSTRAINT "ContentRevision_key_fkey" FOREIGN KEY ("key") REFERENCES "ContentEntry"("key") ON DELETE CASCADE ON UPDATE CASCADE;

-- What visitors see raises the content version (and empties every instance's page cache): an
-- entry made or removed, and a change of its published document. Saving a draft does not.
CREATE TRIGGER "ContentEntry_content_version" AFTER INSERT OR DELETE ON "ContentEntry"
  FOR EACH ROW EXECUTE FUNCTION bump_content_version();
CREATE TRIGGER "ContentEntry_published_content_version" AFTER UPDATE ON "ContentEntry"
  FOR EACH ROW WHEN (OLD."published" IS DISTINCT FROM NEW."published") EXECUTE FUNCTION bump_content_version();
CREATE TRIGGER "ContentEntry_truncate_content_version" AFTER TRUNCATE ON "ContentEntry"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
