-- AlterTable
ALTER TABLE "Donation" ADD COLUMN "sentAs" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "Donation_sentAs_key" ON "Donation"("sentAs");

