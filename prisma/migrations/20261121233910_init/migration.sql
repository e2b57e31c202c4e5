-- CreateEnum
CREATE TYPE "ProductType" AS ENUM ('LERIDA', 'PROTOBEN', 'BAGLAMA', 'PULLED', 'LAYER', 'CUBE_BLOCK', 'NATURAL_LAUREL_10_20KG', 'NATUREL_INCIR');

-- CreateEnum
CREATE TYPE "ProductImageSlot" AS ENUM ('main', 'detail1', 'detail2');

-- CreateEnum
CREATE TYPE "LeadKind" AS ENUM ('quote', 'trial', 'contact');

-- CreateEnum
CREATE TYPE "LeadStatus" AS ENUM ('new', 'contacted', 'quoted', 'won', 'lost', 'spam');

-- CreateTable
CREATE TABLE "Product" (
    "id" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "type" "ProductType" NOT NULL DEFAULT 'LERIDA',
    "title_tr" TEXT NOT NULL,
    "title_en" TEXT NOT NULL,
    "title_de" TEXT,
    "summary_tr" TEXT NOT NULL,
    "summary_en" TEXT NOT NULL,
    "summary_de" TEXT,
    "description_tr" TEXT NOT NULL,
    "description_en" TEXT NOT NULL,
    "description_de" TEXT,
    "isOrganic" BOOLEAN NOT NULL DEFAULT false,
    "isNatural" BOOLEAN NOT NULL DEFAULT false,
    "laurelPacked" BOOLEAN NOT NULL DEFAULT false,
    "isActive" BOOLEAN NOT NULL DEFAULT true,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    "moistureMin" INTEGER,
    "moistureMax" INTEGER,
    "calibres" TEXT[],
    "packsKg" DOUBLE PRECISION[],
    "palletInfo" TEXT,
    "pdfSpecPath" TEXT,
    "pdfCoaPath" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Product_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ProductImage" (
    "id" TEXT NOT NULL,
    "productId" TEXT NOT NULL,
    "url" TEXT NOT NULL,
    "alt_tr" TEXT,
    "alt_en" TEXT,
    "alt_de" TEXT,
    "type" "ProductImageSlot" NOT NULL DEFAULT 'main',
    "isMain" BOOLEAN NOT NULL DEFAULT false,
    "position" INTEGER NOT NULL DEFAULT 0,
    "width" INTEGER,
    "height" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ProductImage_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PriceRange" (
    "id" TEXT NOT NULL,
    "productId" TEXT NOT NULL,
    "calibre" TEXT NOT NULL,
    "minQuantity" INTEGER NOT NULL DEFAULT 1000,
    "maxQuantity" INTEGER,
    "cashPrice" DECIMAL(10,2) NOT NULL,
    "creditPrice" DECIMAL(10,2) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PriceRange_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BlogPost" (
    "id" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "title_tr" TEXT NOT NULL,
    "title_en" TEXT NOT NULL,
    "title_de" TEXT,
    "content_tr" TEXT NOT NULL,
    "content_en" TEXT NOT NULL,
    "content_de" TEXT,
    "excerpt_tr" TEXT NOT NULL,
    "excerpt_en" TEXT NOT NULL,
    "excerpt_de" TEXT,
    "keywords_tr" TEXT,
    "keywords_en" TEXT,
    "keywords_de" TEXT,
    "metaDescription_tr" TEXT,
    "metaDescription_en" TEXT,
    "metaDescription_de" TEXT,
    "imageUrl" TEXT,
    "isActive" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "BlogPost_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SeoSetting" (
    "id" TEXT NOT NULL,
    "page" TEXT NOT NULL,
    "title_tr" TEXT NOT NULL,
    "title_en" TEXT NOT NULL,
    "title_de" TEXT,
    "description_tr" TEXT NOT NULL,
    "description_en" TEXT NOT NULL,
    "description_de" TEXT,
    "keywords_tr" TEXT,
    "keywords_en" TEXT,
    "keywords_de" TEXT,
    "h1_tr" TEXT,
    "h1_en" TEXT,
    "h1_de" TEXT,
    "isActive" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "SeoSetting_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Lead" (
    "id" TEXT NOT NULL,
    "kind" "LeadKind" NOT NULL,
    "status" "LeadStatus" NOT NULL DEFAULT 'new',
    "locale" TEXT NOT NULL DEFAULT 'tr',
    "name" TEXT NOT NULL,
    "company" TEXT,
    "email" TEXT,
    "phone" TEXT,
    "city" TEXT,
    "district" TEXT,
    "address" TEXT,
    "country" TEXT,
    "subject" TEXT,
    "message" TEXT,
    "productId" TEXT,
    "details" TEXT,
    "quantity" INTEGER,
    "calibre" TEXT,
    "packSize" INTEGER,
    "notes" TEXT,
    "sourcePath" TEXT,
    "referrer" TEXT,
    "utmSource" TEXT,
    "utmMedium" TEXT,
    "utmCampaign" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Lead_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Admin" (
    "id" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "passwordHash" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Admin_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AdminSession" (
    "id" TEXT NOT NULL,
    "adminId" TEXT NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AdminSession_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AiPrompt" (
    "id" TEXT NOT NULL,
    "name" VARCHAR(100) NOT NULL,
    "description" TEXT,
    "prompt" TEXT NOT NULL,
    "category" VARCHAR(50) NOT NULL DEFAULT 'blog-image',
    "isActive" BOOLEAN NOT NULL DEFAULT true,
    "isDefault" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "AiPrompt_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "MediaFile" (
    "id" TEXT NOT NULL,
    "filename" TEXT NOT NULL,
    "originalName" TEXT NOT NULL,
    "url" TEXT NOT NULL,
    "fileSize" INTEGER NOT NULL,
    "mimeType" TEXT NOT NULL,
    "fileHash" CHAR(64) NOT NULL,
    "category" TEXT NOT NULL DEFAULT 'general',
    "alt_tr" TEXT,
    "alt_en" TEXT,
    "alt_de" TEXT,
    "description_tr" TEXT,
    "description_en" TEXT,
    "description_de" TEXT,
    "tags" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "width" INTEGER,
    "height" INTEGER,
    "isActive" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "MediaFile_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Product_slug_key" ON "Product"("slug");

-- CreateIndex
CREATE INDEX "Product_isActive_sortOrder_idx" ON "Product"("isActive", "sortOrder");

-- CreateIndex
CREATE INDEX "ProductImage_productId_position_idx" ON "ProductImage"("productId", "position");

-- CreateIndex
CREATE INDEX "PriceRange_productId_calibre_minQuantity_idx" ON "PriceRange"("productId", "calibre", "minQuantity");

-- CreateIndex
CREATE UNIQUE INDEX "BlogPost_slug_key" ON "BlogPost"("slug");

-- CreateIndex
CREATE INDEX "BlogPost_isActive_createdAt_idx" ON "BlogPost"("isActive", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "SeoSetting_page_key" ON "SeoSetting"("page");

-- CreateIndex
CREATE INDEX "Lead_createdAt_idx" ON "Lead"("createdAt");

-- CreateIndex
CREATE INDEX "Lead_kind_createdAt_idx" ON "Lead"("kind", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "Admin_email_key" ON "Admin"("email");

-- CreateIndex
CREATE UNIQUE INDEX "AdminSession_tokenHash_key" ON "AdminSession"("tokenHash");

-- CreateIndex
CREATE INDEX "AdminSession_adminId_idx" ON "AdminSession"("adminId");

-- CreateIndex
CREATE INDEX "AdminSession_expiresAt_idx" ON "AdminSession"("expiresAt");

-- CreateIndex
CREATE INDEX "AiPrompt_category_idx" ON "AiPrompt"("category");

-- CreateIndex
CREATE UNIQUE INDEX "MediaFile_fileHash_key" ON "MediaFile"("fileHash");

-- CreateIndex
CREATE INDEX "MediaFile_category_idx" ON "MediaFile"("category");

-- AddForeignKey
ALTER TABLE "ProductImage" ADD CONSTRAINT "ProductImage_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PriceRange" ADD CONSTRAINT "PriceRange_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Lead" ADD CONSTRAINT "Lead_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AdminSession" ADD CONSTRAINT "AdminSession_adminId_fkey" FOREIGN KEY ("adminId") REFERENCES "Admin"("id") ON DELETE CASCADE ON UPDATE CASCADE;
