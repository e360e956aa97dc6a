-- CreateTable
CREATE TABLE "DemoRow" (
    "kind" TEXT NOT NULL,
    "rowId" TEXT NOT NULL,

    PRIMARY KEY ("kind", "rowId")
);

