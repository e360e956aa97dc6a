-- CreateTable
CREATE TABLE "TrustDetails" (
    "id" TEXT NOT NULL PRIMARY KEY DEFAULT 'trust',
    "name" TEXT,
    "shortName" TEXT,
    "tagline" TEXT,
    "about" TEXT,
    "founderName" TEXT,
    "founderRole" TEXT,
    "founderMessage" TEXT,
    "formedOn" TEXT NOT NULL DEFAULT '2023-11-08',
    "formedUnder" TEXT NOT NULL DEFAULT 'the Indian Trust Act of 1882',
    "phone" TEXT,
    "whatsapp" TEXT,
    "email" TEXT,
    "address" TEXT,
    "workingLocations" TEXT DEFAULT 'Ghazipur
Lucknow
Varanasi
Mau
Bhadohi
Chandauli
Gorakhpur',
    "mapLink" TEXT,
    "facebook" TEXT,
    "instagram" TEXT,
    "youtube" TEXT,
    "x" TEXT,
    "accountName" TEXT,
    "accountNumber" TEXT,
    "ifsc" TEXT,
    "bankBranch" TEXT,
    "donorPhone" TEXT,
    "upiId" TEXT,
    "pan" TEXT,
    "reg12A" TEXT,
    "reg80G" TEXT,
    "reg80GValidUntil" TEXT,
    "darpanId" TEXT,
    "csr1" TEXT,
    "fcra" TEXT,
    "updatedAt" DATETIME NOT NULL
);

