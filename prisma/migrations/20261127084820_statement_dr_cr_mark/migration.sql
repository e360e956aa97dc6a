-- AlterTable
ALTER TABLE "StatementLayout" ADD COLUMN "mark" INTEGER;

