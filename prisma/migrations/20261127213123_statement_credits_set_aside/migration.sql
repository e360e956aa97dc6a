-- AlterTable
ALTER TABLE "StatementCredit" ADD COLUMN "setAsideAt" DATETIME;

