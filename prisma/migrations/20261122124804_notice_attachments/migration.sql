-- AlterTable
ALTER TABLE "Notice" ADD COLUMN "attachmentBytes" INTEGER;
ALTER TABLE "Notice" ADD COLUMN "attachmentKey" TEXT;

-- CreateIndex
CREATE INDEX "Notice_attachmentKey_idx" ON "Notice"("attachmentKey");

