-- CreateTable
CREATE TABLE "Order" (
    "id" TEXT NOT NULL,
    "number" TEXT NOT NULL,
    "leadId" TEXT NOT NULL,
    "versionId" TEXT NOT NULL,
    "acceptedAt" TIMESTAMP(3) NOT NULL,
    "stage" TEXT,
    "paid" DECIMAL(14,2) NOT NULL DEFAULT 0,
    "documentsConfirmedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Order_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "OrderPayment" (
    "id" TEXT NOT NULL,
    "orderId" TEXT NOT NULL,
    "receivedOn" DATE NOT NULL,
    "amount" DECIMAL(14,2) NOT NULL,
    "note" TEXT,
    "recordedBy" TEXT,
    "postKey" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "OrderPayment_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "OrderLot" (
    "id" TEXT NOT NULL,
    "orderId" TEXT NOT NULL,
    "lineId" TEXT NOT NULL,
    "number" TEXT NOT NULL,
    "calibre" TEXT,
    "kg" DECIMAL(12,3) NOT NULL,
    "producedOn" DATE NOT NULL,
    "aflatoxinB1" DECIMAL(8,2) NOT NULL,
    "aflatoxinTotal" DECIMAL(8,2) NOT NULL,
    "ochratoxinA" DECIMAL(8,2) NOT NULL,
    "lab" TEXT NOT NULL,
    "analysedOn" DATE NOT NULL,
    "reportKey" TEXT NOT NULL,
    "reportName" TEXT NOT NULL,
    "reportBytes" INTEGER NOT NULL,
    "releasedAt" TIMESTAMP(3),
    "recordedBy" TEXT,
    "postKey" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "OrderLot_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "OrderShipment" (
    "orderId" TEXT NOT NULL,
    "containerNumber" TEXT,
    "sealNumber" TEXT,
    "vessel" TEXT,
    "voyage" TEXT,
    "portOfLoading" TEXT,
    "portOfDischarge" TEXT,
    "etd" DATE,
    "eta" DATE,
    "blNumber" TEXT,
    "kgDifferenceNote" TEXT,
    "updatedBy" TEXT,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "OrderShipment_pkey" PRIMARY KEY ("orderId")
);

-- CreateTable
CREATE TABLE "OrderEtaChange" (
    "id" TEXT NOT NULL,
    "orderId" TEXT NOT NULL,
    "fromEta" DATE NOT NULL,
    "toEta" DATE NOT NULL,
    "changedBy" TEXT,
    "changedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "OrderEtaChange_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "OrderDocument" (
    "id" TEXT NOT NULL,
    "orderId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "number" TEXT NOT NULL,
    "issuedOn" DATE NOT NULL,
    "fileKey" TEXT NOT NULL,
    "fileName" TEXT NOT NULL,
    "fileBytes" INTEGER NOT NULL,
    "replacesId" TEXT,
    "replacedAt" TIMESTAMP(3),
    "recordedBy" TEXT,
    "postKey" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "OrderDocument_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "OrderMilestone" (
    "id" TEXT NOT NULL,
    "orderId" TEXT NOT NULL,
    "code" TEXT NOT NULL,
    "happenedOn" DATE NOT NULL,
    "note" TEXT,
    "recordedBy" TEXT,
    "recordedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "OrderMilestone_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Order_number_key" ON "Order"("number");

-- CreateIndex
CREATE UNIQUE INDEX "Order_versionId_key" ON "Order"("versionId");

-- CreateIndex
CREATE INDEX "Order_leadId_idx" ON "Order"("leadId");

-- CreateIndex
CREATE INDEX "Order_stage_acceptedAt_idx" ON "Order"("stage", "acceptedAt");

-- CreateIndex
CREATE INDEX "OrderPayment_orderId_receivedOn_idx" ON "OrderPayment"("orderId", "receivedOn");

-- CreateIndex
CREATE UNIQUE INDEX "OrderPayment_orderId_postKey_key" ON "OrderPayment"("orderId", "postKey");

-- CreateIndex
CREATE INDEX "OrderLot_lineId_idx" ON "OrderLot"("lineId");

-- CreateIndex
CREATE UNIQUE INDEX "OrderLot_orderId_number_key" ON "OrderLot"("orderId", "number");

-- CreateIndex
CREATE UNIQUE INDEX "OrderLot_orderId_postKey_key" ON "OrderLot"("orderId", "postKey");

-- CreateIndex
CREATE INDEX "OrderEtaChange_orderId_changedAt_idx" ON "OrderEtaChange"("orderId", "changedAt");

-- CreateIndex
CREATE UNIQUE INDEX "OrderDocument_replacesId_key" ON "OrderDocument"("replacesId");

-- CreateIndex
CREATE INDEX "OrderDocument_orderId_kind_idx" ON "OrderDocument"("orderId", "kind");

-- CreateIndex
CREATE UNIQUE INDEX "OrderDocument_orderId_postKey_key" ON "OrderDocument"("orderId", "postKey");

-- CreateIndex
CREATE UNIQUE INDEX "OrderMilestone_orderId_code_key" ON "OrderMilestone"("orderId", "code");

-- AddForeignKey
ALTER TABLE "Order" ADD CONSTRAINT "Order_leadId_fkey" FOREIGN KEY ("leadId") REFERENCES "Lead"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Order" ADD CONSTRAINT "Order_versionId_fkey" FOREIGN KEY ("versionId") REFERENCES "QuoteVersion"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OrderPayment" ADD CONSTRAINT "OrderPayment_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OrderLot" ADD CONSTRAINT "OrderLot_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OrderLot" ADD CONSTRAINT "OrderLot_lineId_fkey" FOREIGN KEY ("lineId") REFERENCES "QuoteLine"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OrderShipment" ADD CONSTRAINT "OrderShipment_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OrderEtaChange" ADD CONSTRAINT "OrderEtaChange_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OrderDocument" ADD CONSTRAINT "OrderDocument_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OrderDocument" ADD CONSTRAINT "OrderDocument_replacesId_fkey" FOREIGN KEY ("replacesId") REFERENCES "OrderDocument"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OrderMilestone" ADD CONSTRAINT "OrderMilestone_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE CASCADE ON UPDATE CASCADE;
