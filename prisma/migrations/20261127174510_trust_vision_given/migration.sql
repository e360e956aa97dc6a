-- AlterTable
ALTER TABLE "TrustDetails" ADD COLUMN "vision" TEXT;
ALTER TABLE "TrustDetails" ADD COLUMN "visionHi" TEXT;

