-- The shipment window becomes data: a month (its first day) with an optional week of that month,
-- or a range of days. The free text of older versions is kept as "shipmentText".
ALTER TABLE "QuoteVersion" RENAME COLUMN "shipmentWindow" TO "shipmentText";
ALTER TABLE "QuoteVersion" ADD COLUMN "shipmentMonth" DATE,
ADD COLUMN "shipmentWeek" INTEGER,
ADD COLUMN "shipmentFrom" DATE,
ADD COLUMN "shipmentTo" DATE;

-- A window is one of the two kinds: a week only within a month (1–5), a range with both ends in order.
ALTER TABLE "QuoteVersion" ADD CONSTRAINT "QuoteVersion_shipment_window_check" CHECK (
  ("shipmentWeek" IS NULL OR ("shipmentWeek" BETWEEN 1 AND 5 AND "shipmentMonth" IS NOT NULL))
  AND (("shipmentFrom" IS NULL) = ("shipmentTo" IS NULL))
  AND ("shipmentFrom" IS NULL OR "shipmentFrom" <= "shipmentTo")
  AND ("shipmentMonth" IS NULL OR "shipmentFrom" IS NULL)
);

-- An old text that reads as a Turkish month and year, with an optional week ('Mart 2027',
-- 'Mart 2027, 2. hafta'), becomes that month and week; any other text stays as written and is
-- shown as it is.
WITH months(name, n) AS (
  VALUES ('Ocak', 1), ('Şubat', 2), ('Mart', 3), ('Nisan', 4), ('Mayıs', 5), ('Haziran', 6),
    ('Temmuz', 7), ('Ağustos', 8), ('Eylül', 9), ('Ekim', 10), ('Kasım', 11), ('Aralık', 12),
    ('ocak', 1), ('şubat', 2), ('mart', 3), ('nisan', 4), ('mayıs', 5), ('haziran', 6),
    ('temmuz', 7), ('ağustos', 8), ('eylül', 9), ('ekim', 10), ('kasım', 11), ('aralık', 12)
),
parsed AS (
  SELECT id, regexp_match(btrim("shipmentText"), '^(\S+)\s+(20[0-9]{2})(?:\s*,?\s*([1-5])\.\s*hafta)?$') AS m
  FROM "QuoteVersion"
  WHERE "shipmentText" IS NOT NULL
)
UPDATE "QuoteVersion" v
SET "shipmentMonth" = make_date(p.m[2]::int, months.n, 1),
  "shipmentWeek" = p.m[3]::int,
  "shipmentText" = NULL
FROM parsed p
JOIN months ON months.name = p.m[1]
WHERE v.id = p.id;
