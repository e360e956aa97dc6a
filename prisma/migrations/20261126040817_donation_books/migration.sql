-- AlterTable
ALTER TABLE "TrustDetails" ADD COLUMN "reg12AValidUntil" TEXT;

-- CreateTable
CREATE TABLE "DonationEvent" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "donationId" TEXT NOT NULL,
    "at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "what" TEXT NOT NULL,
    "note" TEXT,
    CONSTRAINT "DonationEvent_donationId_fkey" FOREIGN KEY ("donationId") REFERENCES "Donation" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "ReceiptMail" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "donationId" TEXT NOT NULL,
    "to" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'waiting',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "nextTryAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastError" TEXT,
    "sentAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "ReceiptMail_donationId_fkey" FOREIGN KEY ("donationId") REFERENCES "Donation" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "StatementCredit" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "key" TEXT NOT NULL,
    "on" TEXT NOT NULL,
    "narration" TEXT NOT NULL,
    "reference" TEXT,
    "amount" INTEGER NOT NULL,
    "donationId" TEXT,
    "importedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "StatementLayout" (
    "signature" TEXT NOT NULL PRIMARY KEY,
    "date" INTEGER NOT NULL,
    "narration" INTEGER NOT NULL,
    "reference" INTEGER,
    "credit" INTEGER NOT NULL
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Donation" (
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
    "recordedBy" TEXT NOT NULL DEFAULT 'donor',
    "bank" TEXT,
    "instrumentOn" TEXT,
    "inKind" TEXT,
    "donorKey" TEXT,
    "lang" TEXT NOT NULL DEFAULT 'en',
    "cancelReason" TEXT,
    "cancelledOn" TEXT,
    "replacesId" TEXT,
    "erasedOn" TEXT,
    "receiptYear" TEXT,
    "receiptSerial" INTEGER,
    "receiptDate" TEXT,
    "receiptToken" TEXT,
    "fromAddress" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);
INSERT INTO "new_Donation" ("address", "amount", "contact", "createdAt", "fromAddress", "givenOn", "id", "idNumber", "idType", "mode", "name", "otherId", "purpose", "receiptDate", "receiptSerial", "receiptToken", "receiptYear", "reference", "rejectReason", "status", "updatedAt") SELECT "address", "amount", "contact", "createdAt", "fromAddress", "givenOn", "id", "idNumber", "idType", "mode", "name", "otherId", "purpose", "receiptDate", "receiptSerial", "receiptToken", "receiptYear", "reference", "rejectReason", "status", "updatedAt" FROM "Donation";
DROP TABLE "Donation";
ALTER TABLE "new_Donation" RENAME TO "Donation";
CREATE UNIQUE INDEX "Donation_replacesId_key" ON "Donation"("replacesId");
CREATE UNIQUE INDEX "Donation_receiptToken_key" ON "Donation"("receiptToken");
CREATE INDEX "Donation_donorKey_idx" ON "Donation"("donorKey");
CREATE INDEX "Donation_status_givenOn_idx" ON "Donation"("status", "givenOn");
CREATE INDEX "Donation_givenOn_idx" ON "Donation"("givenOn");
CREATE INDEX "Donation_fromAddress_createdAt_idx" ON "Donation"("fromAddress", "createdAt");
CREATE UNIQUE INDEX "Donation_receiptYear_receiptSerial_key" ON "Donation"("receiptYear", "receiptSerial");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE INDEX "DonationEvent_donationId_at_idx" ON "DonationEvent"("donationId", "at");

-- CreateIndex
CREATE INDEX "ReceiptMail_status_nextTryAt_idx" ON "ReceiptMail"("status", "nextTryAt");

-- CreateIndex
CREATE INDEX "ReceiptMail_donationId_idx" ON "ReceiptMail"("donationId");

-- CreateIndex
CREATE UNIQUE INDEX "StatementCredit_key_key" ON "StatementCredit"("key");

-- CreateIndex
CREATE INDEX "StatementCredit_donationId_idx" ON "StatementCredit"("donationId");

-- CreateIndex
CREATE INDEX "StatementCredit_on_idx" ON "StatementCredit"("on");

