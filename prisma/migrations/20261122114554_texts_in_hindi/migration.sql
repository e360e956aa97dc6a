-- AlterTable
ALTER TABLE "Faq" ADD COLUMN "answerHi" TEXT;
ALTER TABLE "Faq" ADD COLUMN "questionHi" TEXT;

-- AlterTable
ALTER TABLE "GalleryGroup" ADD COLUMN "titleHi" TEXT;

-- AlterTable
ALTER TABLE "GalleryPhoto" ADD COLUMN "captionHi" TEXT;

-- AlterTable
ALTER TABLE "Notice" ADD COLUMN "updateHi" TEXT;

-- AlterTable
ALTER TABLE "PhotoStory" ADD COLUMN "detailsHi" TEXT;

-- AlterTable
ALTER TABLE "Programme" ADD COLUMN "durationHi" TEXT;
ALTER TABLE "Programme" ADD COLUMN "missionHi" TEXT;
ALTER TABLE "Programme" ADD COLUMN "summaryHi" TEXT;
ALTER TABLE "Programme" ADD COLUMN "titleHi" TEXT;
ALTER TABLE "Programme" ADD COLUMN "visionHi" TEXT;

-- AlterTable
ALTER TABLE "TeamMember" ADD COLUMN "aboutHi" TEXT;
ALTER TABLE "TeamMember" ADD COLUMN "roleHi" TEXT;

-- AlterTable
ALTER TABLE "TrustDetails" ADD COLUMN "aboutHi" TEXT;
ALTER TABLE "TrustDetails" ADD COLUMN "founderMessageHi" TEXT;
ALTER TABLE "TrustDetails" ADD COLUMN "founderRoleHi" TEXT;
ALTER TABLE "TrustDetails" ADD COLUMN "nameHi" TEXT;
ALTER TABLE "TrustDetails" ADD COLUMN "shortNameHi" TEXT;
ALTER TABLE "TrustDetails" ADD COLUMN "taglineHi" TEXT;

-- AlterTable
ALTER TABLE "WorkCounter" ADD COLUMN "categoryHi" TEXT;

