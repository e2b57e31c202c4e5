-- Product lines become rows of their own (LeadItem); Lead.details keeps only what the visitor
-- wrote; pallet information gets a text per language; leads get the phone number in
-- international form and the trial API's priority.

-- CreateTable
CREATE TABLE "LeadItem" (
    "id" TEXT NOT NULL,
    "leadId" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "productId" TEXT,
    "title" TEXT NOT NULL,
    "calibre" TEXT,
    "quantityKg" DECIMAL(12,3),
    "packSizeKg" DECIMAL(10,3),

    CONSTRAINT "LeadItem_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "LeadItem_productId_idx" ON "LeadItem"("productId");

-- CreateIndex
CREATE UNIQUE INDEX "LeadItem_leadId_position_key" ON "LeadItem"("leadId", "position");

-- AddForeignKey
ALTER TABLE "LeadItem" ADD CONSTRAINT "LeadItem_leadId_fkey" FOREIGN KEY ("leadId") REFERENCES "Lead"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LeadItem" ADD CONSTRAINT "LeadItem_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AlterTable: the existing pallet text is Turkish.
ALTER TABLE "Product" ADD COLUMN     "palletInfo_de" TEXT,
ADD COLUMN     "palletInfo_en" TEXT,
ADD COLUMN     "palletInfo_tr" TEXT;
UPDATE "Product" SET "palletInfo_tr" = "palletInfo";
ALTER TABLE "Product" DROP COLUMN "palletInfo";

-- AlterTable
ALTER TABLE "Lead" ADD COLUMN     "phoneE164" TEXT,
ADD COLUMN     "priority" TEXT;

-- A kg figure as the composed texts wrote it (Turkish digits: '1.000', '12,5') as a number.
CREATE FUNCTION pg_temp.tr_kg(value TEXT) RETURNS NUMERIC LANGUAGE sql IMMUTABLE AS $$
  SELECT replace(replace(value, '.', ''), ',', '.')::NUMERIC
$$;

-- The calibre a composed label stood for: 'A3 (Gurme Seri)' -> 'A3', 'Kalibrasyon X' -> 'X', '-' -> none.
CREATE FUNCTION pg_temp.calibre_of(label TEXT) RETURNS TEXT LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN label = '-' OR label = '' THEN NULL
    WHEN label ~ '^A[0-9]+ \(.*\)$' THEN substring(label FROM '^(A[0-9]+) ')
    WHEN label LIKE 'Kalibrasyon %' THEN substring(label FROM 13)
    ELSE label
  END
$$;

-- The product a title named at the time: the current product with that Turkish title, if any.
CREATE FUNCTION pg_temp.product_titled(t TEXT) RETURNS TEXT LANGUAGE sql STABLE AS $$
  SELECT "id" FROM "Product" WHERE "title_tr" = t ORDER BY "createdAt" LIMIT 1
$$;

-- Existing leads: the product lines that can be read from the composed text become rows; what
-- cannot be read stays text. Nothing is dropped.
DO $$
DECLARE
  lead RECORD;
  paragraphs TEXT[];
  m TEXT[];
  i INT;
  pos INT;
  rest TEXT;
  line TEXT;
  lines TEXT[];
  parsed BOOLEAN;
  product_id TEXT;
  leftover TEXT[];
BEGIN
  FOR lead IN SELECT * FROM "Lead" ORDER BY "createdAt" LOOP
    IF lead."kind" = 'quote' THEN
      -- Summary blocks 'Ürün N: title / Kalibrasyon: … / Miktar: … kg / Paket boyutu: … kg' lead the text.
      paragraphs := CASE WHEN lead."details" IS NULL THEN ARRAY[]::TEXT[]
        ELSE regexp_split_to_array(btrim(replace(lead."details", E'\r\n', E'\n'), E' \t\n'), E'\n[ \t]*\n') END;
      pos := 0;
      i := 1;
      WHILE i <= coalesce(array_length(paragraphs, 1), 0) LOOP
        m := regexp_match(btrim(paragraphs[i], E' \t\n'),
          E'^Ürün ([0-9]+): ([^\n]+)\nKalibrasyon: ([^\n]*)\nMiktar: ([0-9.]+(?:,[0-9]+)?) kg\nPaket boyutu: (-|([0-9.]+(?:,[0-9]+)?) kg)$');
        EXIT WHEN m IS NULL OR m[1]::INT <> pos + 1;
        pos := pos + 1;
        product_id := CASE WHEN pos = 1 AND lead."productId" IS NOT NULL
          AND EXISTS (SELECT 1 FROM "Product" WHERE "id" = lead."productId") THEN lead."productId"
          ELSE pg_temp.product_titled(btrim(m[2])) END;
        INSERT INTO "LeadItem" ("id", "leadId", "position", "productId", "title", "calibre", "quantityKg", "packSizeKg")
        VALUES (gen_random_uuid()::TEXT, lead."id", pos, product_id, btrim(m[2]), pg_temp.calibre_of(btrim(m[3])),
          pg_temp.tr_kg(m[4]), CASE WHEN m[6] IS NULL THEN NULL ELSE pg_temp.tr_kg(m[6]) END);
        i := i + 1;
      END LOOP;
      IF pos > 0 THEN
        leftover := paragraphs[i:];
        UPDATE "Lead" SET "details" = nullif(array_to_string(leftover, E'\n\n'), '') WHERE "id" = lead."id";
      ELSIF lead."productId" IS NOT NULL THEN
        -- The API's single product: its fields are the line.
        INSERT INTO "LeadItem" ("id", "leadId", "position", "productId", "title", "calibre", "quantityKg", "packSizeKg")
        SELECT gen_random_uuid()::TEXT, lead."id", 1, p."id", p."title_tr", nullif(lead."calibre", ''), lead."quantity", lead."packSize"
        FROM "Product" p WHERE p."id" = lead."productId";
      ELSIF lead."quantity" IS NOT NULL OR nullif(lead."calibre", '') IS NOT NULL OR lead."packSize" IS NOT NULL THEN
        -- Figures without a known product stay readable as text.
        UPDATE "Lead" SET "details" = concat_ws(E'\n\n', "details", concat_ws(E'\n',
          'Miktar: ' || lead."quantity" || ' kg', 'Kalibrasyon: ' || nullif(lead."calibre", ''), 'Paket boyutu: ' || lead."packSize" || ' kg'))
        WHERE "id" = lead."id";
      END IF;
    ELSIF lead."kind" = 'trial' AND lead."details" IS NOT NULL THEN
      -- 'Deneme paketi talebi / Toplam miktar / Ödeme yöntemi', then 'Ürünler:' with 'title - A3 (5 kg)'
      -- lines, then 'Adres: …' (the address field) and 'Notlar: …' (the visitor's notes).
      rest := btrim(replace(lead."details", E'\r\n', E'\n'), E' \t\n');
      m := regexp_match(rest, E'^Deneme paketi talebi\nToplam miktar: [0-9.]+(?:,[0-9]+)? kg\nÖdeme yöntemi: Banka havalesi\n[ \t]*\nÜrünler:\n((?:[^\n]+(?:\n|$))+)(.*)$');
      parsed := m IS NOT NULL;
      IF parsed THEN
        lines := regexp_split_to_array(btrim(m[1], E' \t\n'), E'\n');
        FOREACH line IN ARRAY lines LOOP
          IF line !~ E'^.+ - A[^ ]* \\([0-9.]+(?:,[0-9]+)? kg\\)$' THEN parsed := FALSE; END IF;
        END LOOP;
      END IF;
      IF parsed THEN
        rest := btrim(m[2], E' \t\n');
        IF lead."address" IS NOT NULL AND starts_with(rest, 'Adres: ' || btrim(lead."address")) THEN
          rest := btrim(substring(rest FROM length('Adres: ' || btrim(lead."address")) + 1), E' \t\n');
        END IF;
        IF starts_with(rest, 'Notlar: ') THEN
          rest := substring(rest FROM length('Notlar: ') + 1);
        ELSIF rest <> '' THEN
          parsed := FALSE;
        END IF;
      END IF;
      IF parsed THEN
        pos := 0;
        FOREACH line IN ARRAY lines LOOP
          pos := pos + 1;
          m := regexp_match(line, E'^(.+) - (A[^ ]*) \\(([0-9.]+(?:,[0-9]+)?) kg\\)$');
          INSERT INTO "LeadItem" ("id", "leadId", "position", "productId", "title", "calibre", "quantityKg", "packSizeKg")
          VALUES (gen_random_uuid()::TEXT, lead."id", pos, pg_temp.product_titled(btrim(m[1])), btrim(m[1]), m[2], pg_temp.tr_kg(m[3]), NULL);
        END LOOP;
        UPDATE "Lead" SET "details" = nullif(btrim(rest, E' \t\n'), '') WHERE "id" = lead."id";
      END IF;
    ELSIF lead."kind" = 'contact' AND lead."details" = lead."message" THEN
      -- A contact message is kept once, in `message`.
      UPDATE "Lead" SET "details" = NULL WHERE "id" = lead."id";
    END IF;
  END LOOP;
END $$;

-- DropForeignKey
ALTER TABLE "Lead" DROP CONSTRAINT "Lead_productId_fkey";

-- AlterTable
ALTER TABLE "Lead" DROP COLUMN "calibre",
DROP COLUMN "packSize",
DROP COLUMN "productId",
DROP COLUMN "quantity";
