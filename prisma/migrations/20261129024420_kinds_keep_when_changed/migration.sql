-- Each kind a visitor reads keeps when its rows last changed (the sitemap's date); a row
-- already there last changed when it was made.
-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_ArticleLink" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "title" TEXT NOT NULL,
    "titleHi" TEXT,
    "url" TEXT NOT NULL,
    "source" TEXT,
    "publishedOn" TEXT,
    "position" INTEGER NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);
INSERT INTO "new_ArticleLink" ("createdAt", "id", "position", "publishedOn", "source", "title", "titleHi", "url", "updatedAt") SELECT "createdAt", "id", "position", "publishedOn", "source", "title", "titleHi", "url", "createdAt" FROM "ArticleLink";
DROP TABLE "ArticleLink";
ALTER TABLE "new_ArticleLink" RENAME TO "ArticleLink";
CREATE INDEX "ArticleLink_position_idx" ON "ArticleLink"("position");
CREATE TABLE "new_Document" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "kind" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "titleHi" TEXT,
    "year" TEXT,
    "fileKey" TEXT NOT NULL,
    "bytes" INTEGER NOT NULL,
    "position" INTEGER NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);
INSERT INTO "new_Document" ("bytes", "createdAt", "fileKey", "id", "kind", "position", "title", "titleHi", "year", "updatedAt") SELECT "bytes", "createdAt", "fileKey", "id", "kind", "position", "title", "titleHi", "year", "createdAt" FROM "Document";
DROP TABLE "Document";
ALTER TABLE "new_Document" RENAME TO "Document";
CREATE INDEX "Document_position_idx" ON "Document"("position");
CREATE INDEX "Document_fileKey_idx" ON "Document"("fileKey");
CREATE TABLE "new_Faq" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "question" TEXT NOT NULL,
    "questionHi" TEXT,
    "answer" TEXT NOT NULL,
    "answerHi" TEXT,
    "position" INTEGER NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "wordingCheckedAt" DATETIME
);
INSERT INTO "new_Faq" ("answer", "answerHi", "createdAt", "id", "position", "question", "questionHi", "wordingCheckedAt", "updatedAt") SELECT "answer", "answerHi", "createdAt", "id", "position", "question", "questionHi", "wordingCheckedAt", "createdAt" FROM "Faq";
DROP TABLE "Faq";
ALTER TABLE "new_Faq" RENAME TO "Faq";
CREATE INDEX "Faq_position_idx" ON "Faq"("position");
CREATE TABLE "new_GalleryGroup" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "title" TEXT NOT NULL,
    "titleHi" TEXT,
    "position" INTEGER NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);
INSERT INTO "new_GalleryGroup" ("createdAt", "id", "position", "title", "titleHi", "updatedAt") SELECT "createdAt", "id", "position", "title", "titleHi", "createdAt" FROM "GalleryGroup";
DROP TABLE "GalleryGroup";
ALTER TABLE "new_GalleryGroup" RENAME TO "GalleryGroup";
CREATE INDEX "GalleryGroup_position_idx" ON "GalleryGroup"("position");
CREATE TABLE "new_GalleryPhoto" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "groupId" TEXT NOT NULL,
    "caption" TEXT NOT NULL,
    "captionHi" TEXT,
    "imageKey" TEXT NOT NULL,
    "width" INTEGER NOT NULL,
    "height" INTEGER NOT NULL,
    "position" INTEGER NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "GalleryPhoto_groupId_fkey" FOREIGN KEY ("groupId") REFERENCES "GalleryGroup" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_GalleryPhoto" ("caption", "captionHi", "createdAt", "groupId", "height", "id", "imageKey", "position", "width", "updatedAt") SELECT "caption", "captionHi", "createdAt", "groupId", "height", "id", "imageKey", "position", "width", "createdAt" FROM "GalleryPhoto";
DROP TABLE "GalleryPhoto";
ALTER TABLE "new_GalleryPhoto" RENAME TO "GalleryPhoto";
CREATE INDEX "GalleryPhoto_groupId_position_idx" ON "GalleryPhoto"("groupId", "position");
CREATE INDEX "GalleryPhoto_imageKey_idx" ON "GalleryPhoto"("imageKey");
CREATE TABLE "new_Video" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "title" TEXT NOT NULL,
    "titleHi" TEXT,
    "youtubeId" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);
INSERT INTO "new_Video" ("createdAt", "id", "position", "title", "titleHi", "youtubeId", "updatedAt") SELECT "createdAt", "id", "position", "title", "titleHi", "youtubeId", "createdAt" FROM "Video";
DROP TABLE "Video";
ALTER TABLE "new_Video" RENAME TO "Video";
CREATE INDEX "Video_position_idx" ON "Video"("position");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

