-- CreateTable
CREATE TABLE "BinEntry" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "kind" TEXT NOT NULL,
    "rowId" TEXT NOT NULL,
    "label" TEXT NOT NULL,
    "row" TEXT NOT NULL,
    "photoKey" TEXT,
    "pdfKey" TEXT,
    "binnedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateIndex
CREATE INDEX "BinEntry_binnedAt_idx" ON "BinEntry"("binnedAt");

-- CreateIndex
CREATE INDEX "BinEntry_photoKey_idx" ON "BinEntry"("photoKey");

-- CreateIndex
CREATE INDEX "BinEntry_pdfKey_idx" ON "BinEntry"("pdfKey");

-- CreateIndex
CREATE UNIQUE INDEX "BinEntry_kind_rowId_key" ON "BinEntry"("kind", "rowId");

