-- CreateTable
CREATE TABLE "Event" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "title" TEXT NOT NULL,
    "titleHi" TEXT,
    "description" TEXT NOT NULL,
    "descriptionHi" TEXT,
    "startsOn" TEXT NOT NULL,
    "endsOn" TEXT,
    "startsAt" TEXT,
    "village" TEXT NOT NULL,
    "villageHi" TEXT,
    "block" TEXT,
    "blockHi" TEXT,
    "district" TEXT,
    "districtHi" TEXT,
    "photoKey" TEXT,
    "photoWidth" INTEGER,
    "photoHeight" INTEGER,
    "pdfKey" TEXT,
    "pdfBytes" INTEGER,
    "resultPath" TEXT,
    "position" INTEGER NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);

-- CreateIndex
CREATE INDEX "Event_startsOn_idx" ON "Event"("startsOn");

-- CreateIndex
CREATE INDEX "Event_position_idx" ON "Event"("position");

-- CreateIndex
CREATE INDEX "Event_photoKey_idx" ON "Event"("photoKey");

-- CreateIndex
CREATE INDEX "Event_pdfKey_idx" ON "Event"("pdfKey");

