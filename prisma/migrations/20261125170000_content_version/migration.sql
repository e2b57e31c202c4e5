-- CreateTable
CREATE TABLE "ContentVersion" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "version" BIGINT NOT NULL DEFAULT 1,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ContentVersion_pkey" PRIMARY KEY ("id")
);

INSERT INTO "ContentVersion" ("id", "version") VALUES (1, 1);

-- Every committed change of what public pages show raises the version once per statement and
-- announces it; the page caches of all instances listen (and poll as a fallback).
CREATE FUNCTION bump_content_version() RETURNS trigger AS $$
DECLARE
  next_version BIGINT;
BEGIN
  UPDATE "ContentVersion" SET "version" = "version" + 1, "updatedAt" = CURRENT_TIMESTAMP
    WHERE "id" = 1 RETURNING "version" INTO next_version;
  IF next_version IS NULL THEN
    INSERT INTO "ContentVersion" ("id", "version") VALUES (1, 2) RETURNING "version" INTO next_version;
  END IF;
  PERFORM pg_notify('content_version', next_version::text);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER "Product_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "Product"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
CREATE TRIGGER "ProductImage_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "ProductImage"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
CREATE TRIGGER "PriceRange_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "PriceRange"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
CREATE TRIGGER "BlogPost_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "BlogPost"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
CREATE TRIGGER "SeoSetting_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "SeoSetting"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
CREATE TRIGGER "MediaFile_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "MediaFile"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
CREATE TRIGGER "AiPrompt_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "AiPrompt"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
