-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Notice" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "update" TEXT NOT NULL,
    "updateHi" TEXT,
    "pinned" BOOLEAN NOT NULL DEFAULT false,
    "showUntil" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);
INSERT INTO "new_Notice" ("createdAt", "id", "update", "updateHi", "updatedAt") SELECT "createdAt", "id", "update", "updateHi", "updatedAt" FROM "Notice";
DROP TABLE "Notice";
ALTER TABLE "new_Notice" RENAME TO "Notice";
CREATE INDEX "Notice_createdAt_idx" ON "Notice"("createdAt");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

