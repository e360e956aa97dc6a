-- CreateTable
CREATE TABLE "KeptForm" (
    "tokenHash" TEXT NOT NULL PRIMARY KEY,
    "path" TEXT NOT NULL,
    "fields" TEXT NOT NULL,
    "hadFile" BOOLEAN NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateIndex
CREATE INDEX "KeptForm_createdAt_idx" ON "KeptForm"("createdAt");

