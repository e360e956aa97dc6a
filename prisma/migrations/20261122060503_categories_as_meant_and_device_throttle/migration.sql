-- AlterTable
ALTER TABLE "LoginAttempt" ADD COLUMN "device" TEXT;

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_WorkCounter" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "category" TEXT NOT NULL,
    "categoryKey" TEXT NOT NULL,
    "count" INTEGER NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);
-- Existing categories get their key as SQLite can fold it (ASCII case, outer blanks); the app
-- folds new ones fully. Twins that were apart before keep apart, marked by their id.
INSERT INTO "new_WorkCounter" ("category", "categoryKey", "count", "createdAt", "id", "updatedAt")
SELECT "category",
    CASE WHEN EXISTS (
        SELECT 1 FROM "WorkCounter" AS "earlier"
        WHERE lower(trim("earlier"."category")) = lower(trim("counter"."category")) AND "earlier"."id" < "counter"."id"
    ) THEN lower(trim("counter"."category")) || ' #' || "counter"."id" ELSE lower(trim("counter"."category")) END,
    "count", "createdAt", "id", "updatedAt"
FROM "WorkCounter" AS "counter";
DROP TABLE "WorkCounter";
ALTER TABLE "new_WorkCounter" RENAME TO "WorkCounter";
CREATE UNIQUE INDEX "WorkCounter_categoryKey_key" ON "WorkCounter"("categoryKey");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE INDEX "LoginAttempt_device_createdAt_idx" ON "LoginAttempt"("device", "createdAt");

