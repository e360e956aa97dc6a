-- AlterTable
ALTER TABLE "TrustDetails" ADD COLUMN "reg80GIssuedOn" TEXT;
ALTER TABLE "TrustDetails" ADD COLUMN "upiQrHeight" INTEGER;
ALTER TABLE "TrustDetails" ADD COLUMN "upiQrKey" TEXT;
ALTER TABLE "TrustDetails" ADD COLUMN "upiQrWidth" INTEGER;

-- CreateTable
CREATE TABLE "Donation" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "name" TEXT NOT NULL,
    "address" TEXT NOT NULL,
    "idType" TEXT NOT NULL,
    "otherId" TEXT,
    "idNumber" TEXT NOT NULL,
    "amount" INTEGER NOT NULL,
    "givenOn" TEXT NOT NULL,
    "mode" TEXT NOT NULL,
    "reference" TEXT,
    "purpose" TEXT NOT NULL,
    "contact" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'new',
    "rejectReason" TEXT,
    "receiptYear" TEXT,
    "receiptSerial" INTEGER,
    "receiptDate" TEXT,
    "receiptToken" TEXT,
    "fromAddress" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "ReceiptSeries" (
    "year" TEXT NOT NULL PRIMARY KEY,
    "last" INTEGER NOT NULL
);

-- CreateIndex
CREATE UNIQUE INDEX "Donation_receiptToken_key" ON "Donation"("receiptToken");

-- CreateIndex
CREATE INDEX "Donation_status_givenOn_idx" ON "Donation"("status", "givenOn");

-- CreateIndex
CREATE INDEX "Donation_givenOn_idx" ON "Donation"("givenOn");

-- CreateIndex
CREATE INDEX "Donation_fromAddress_createdAt_idx" ON "Donation"("fromAddress", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "Donation_receiptYear_receiptSerial_key" ON "Donation"("receiptYear", "receiptSerial");

