-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_PhotoStory" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "details" TEXT NOT NULL,
    "detailsHi" TEXT,
    "imageKey" TEXT NOT NULL,
    "width" INTEGER NOT NULL,
    "height" INTEGER NOT NULL,
    "position" INTEGER NOT NULL DEFAULT 0,
    "onHome" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);
INSERT INTO "new_PhotoStory" ("createdAt", "details", "detailsHi", "height", "id", "imageKey", "updatedAt", "width") SELECT "createdAt", "details", "detailsHi", "height", "id", "imageKey", "updatedAt", "width" FROM "PhotoStory";
DROP TABLE "PhotoStory";
ALTER TABLE "new_PhotoStory" RENAME TO "PhotoStory";
CREATE INDEX "PhotoStory_createdAt_idx" ON "PhotoStory"("createdAt");
CREATE INDEX "PhotoStory_position_idx" ON "PhotoStory"("position");
CREATE INDEX "PhotoStory_imageKey_idx" ON "PhotoStory"("imageKey");
CREATE TABLE "new_WorkCounter" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "category" TEXT NOT NULL,
    "categoryHi" TEXT,
    "categoryKey" TEXT NOT NULL,
    "count" INTEGER NOT NULL,
    "position" INTEGER NOT NULL DEFAULT 0,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);
INSERT INTO "new_WorkCounter" ("category", "categoryHi", "categoryKey", "count", "createdAt", "id", "updatedAt") SELECT "category", "categoryHi", "categoryKey", "count", "createdAt", "id", "updatedAt" FROM "WorkCounter";
DROP TABLE "WorkCounter";
ALTER TABLE "new_WorkCounter" RENAME TO "WorkCounter";
CREATE UNIQUE INDEX "WorkCounter_categoryKey_key" ON "WorkCounter"("categoryKey");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;


-- The order the site showed until now becomes the owner's: photo stories newest first, work
-- counters oldest first (ties by id, as the pages broke them).
UPDATE "PhotoStory" SET "position" = 1 + (
    SELECT COUNT(*) FROM "PhotoStory" AS before
    WHERE before."createdAt" > "PhotoStory"."createdAt" OR (before."createdAt" = "PhotoStory"."createdAt" AND before."id" > "PhotoStory"."id")
);
UPDATE "WorkCounter" SET "position" = 1 + (
    SELECT COUNT(*) FROM "WorkCounter" AS before
    WHERE before."createdAt" < "WorkCounter"."createdAt" OR (before."createdAt" = "WorkCounter"."createdAt" AND before."id" < "WorkCounter"."id")
);
