-- AlterTable
ALTER TABLE "ArticleLink" ADD COLUMN "titleHi" TEXT;

-- AlterTable
ALTER TABLE "Document" ADD COLUMN "titleHi" TEXT;

-- AlterTable
ALTER TABLE "TrustDetails" ADD COLUMN "addressHi" TEXT;

-- AlterTable
ALTER TABLE "Video" ADD COLUMN "titleHi" TEXT;

