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
INSERT INTO "new_PhotoStory" ("createdAt", "details", "detailsHi", "height", "id", "imageKey", "onHome", "position", "updatedAt", "width") SELECT "createdAt", "details", "detailsHi", "height", "id", "imageKey", "onHome", "position", "updatedAt", "width" FROM "PhotoStory";
DROP TABLE "PhotoStory";
ALTER TABLE "new_PhotoStory" RENAME TO "PhotoStory";
CREATE INDEX "PhotoStory_createdAt_idx" ON "PhotoStory"("createdAt");
CREATE INDEX "PhotoStory_position_idx" ON "PhotoStory"("position");
CREATE INDEX "PhotoStory_imageKey_idx" ON "PhotoStory"("imageKey");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

