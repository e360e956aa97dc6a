-- AlterTable
ALTER TABLE "PhotoStory" ADD COLUMN "uploadKey" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "PhotoStory_uploadKey_key" ON "PhotoStory"("uploadKey");

