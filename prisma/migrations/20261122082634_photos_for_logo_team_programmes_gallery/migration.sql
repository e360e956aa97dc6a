-- AlterTable
ALTER TABLE "Programme" ADD COLUMN "photoHeight" INTEGER;
ALTER TABLE "Programme" ADD COLUMN "photoKey" TEXT;
ALTER TABLE "Programme" ADD COLUMN "photoWidth" INTEGER;

-- AlterTable
ALTER TABLE "TeamMember" ADD COLUMN "photoHeight" INTEGER;
ALTER TABLE "TeamMember" ADD COLUMN "photoKey" TEXT;
ALTER TABLE "TeamMember" ADD COLUMN "photoWidth" INTEGER;

-- AlterTable
ALTER TABLE "TrustDetails" ADD COLUMN "logoHeight" INTEGER;
ALTER TABLE "TrustDetails" ADD COLUMN "logoKey" TEXT;
ALTER TABLE "TrustDetails" ADD COLUMN "logoWidth" INTEGER;

-- CreateTable
CREATE TABLE "GalleryGroup" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "title" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "GalleryPhoto" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "groupId" TEXT NOT NULL,
    "caption" TEXT NOT NULL,
    "imageKey" TEXT NOT NULL,
    "width" INTEGER NOT NULL,
    "height" INTEGER NOT NULL,
    "position" INTEGER NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "GalleryPhoto_groupId_fkey" FOREIGN KEY ("groupId") REFERENCES "GalleryGroup" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "GalleryGroup_position_idx" ON "GalleryGroup"("position");

-- CreateIndex
CREATE INDEX "GalleryPhoto_groupId_position_idx" ON "GalleryPhoto"("groupId", "position");

-- CreateIndex
CREATE INDEX "GalleryPhoto_imageKey_idx" ON "GalleryPhoto"("imageKey");

-- CreateIndex
CREATE INDEX "TeamMember_photoKey_idx" ON "TeamMember"("photoKey");

