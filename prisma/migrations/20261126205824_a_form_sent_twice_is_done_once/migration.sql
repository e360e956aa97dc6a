-- CreateTable
CREATE TABLE "SentForm" (
    "key" TEXT NOT NULL PRIMARY KEY,
    "answeredTo" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateIndex
CREATE INDEX "SentForm_createdAt_idx" ON "SentForm"("createdAt");

