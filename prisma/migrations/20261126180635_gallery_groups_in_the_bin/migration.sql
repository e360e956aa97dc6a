-- AlterTable
ALTER TABLE "BinEntry" ADD COLUMN "partOf" TEXT;

-- CreateIndex
CREATE INDEX "BinEntry_partOf_idx" ON "BinEntry"("partOf");

