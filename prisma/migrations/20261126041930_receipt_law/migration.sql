-- CreateTable
CREATE TABLE "ReceiptLaw" (
    "year" TEXT NOT NULL PRIMARY KEY,
    "wording" TEXT NOT NULL,
    "wordingHi" TEXT,
    "confirmedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

