-- AlterTable
ALTER TABLE "Faq" ADD COLUMN "wordingCheckedAt" DATETIME;

-- AlterTable
ALTER TABLE "Programme" ADD COLUMN "wordingCheckedAt" DATETIME;

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_TrustDetails" (
    "id" TEXT NOT NULL PRIMARY KEY DEFAULT 'trust',
    "name" TEXT,
    "nameHi" TEXT,
    "shortName" TEXT,
    "shortNameHi" TEXT,
    "tagline" TEXT,
    "taglineHi" TEXT,
    "about" TEXT,
    "aboutHi" TEXT,
    "founderName" TEXT,
    "founderRole" TEXT,
    "founderRoleHi" TEXT,
    "founderMessage" TEXT,
    "founderMessageHi" TEXT,
    "formedOn" TEXT,
    "formedUnder" TEXT,
    "formedUnderHi" TEXT,
    "phone" TEXT,
    "whatsapp" TEXT,
    "email" TEXT,
    "address" TEXT,
    "workingLocations" TEXT,
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
    "reg80GIssuedOn" TEXT,
    "darpanId" TEXT,
    "csr1" TEXT,
    "fcra" TEXT,
    "logoKey" TEXT,
    "logoWidth" INTEGER,
    "logoHeight" INTEGER,
    "upiQrKey" TEXT,
    "upiQrWidth" INTEGER,
    "upiQrHeight" INTEGER,
    "updatedAt" DATETIME NOT NULL
);
INSERT INTO "new_TrustDetails" ("about", "aboutHi", "accountName", "accountNumber", "address", "bankBranch", "csr1", "darpanId", "donorPhone", "email", "facebook", "fcra", "formedOn", "formedUnder", "founderMessage", "founderMessageHi", "founderName", "founderRole", "founderRoleHi", "id", "ifsc", "instagram", "logoHeight", "logoKey", "logoWidth", "mapLink", "name", "nameHi", "pan", "phone", "reg12A", "reg80G", "reg80GIssuedOn", "reg80GValidUntil", "shortName", "shortNameHi", "tagline", "taglineHi", "updatedAt", "upiId", "upiQrHeight", "upiQrKey", "upiQrWidth", "whatsapp", "workingLocations", "x", "youtube") SELECT "about", "aboutHi", "accountName", "accountNumber", "address", "bankBranch", "csr1", "darpanId", "donorPhone", "email", "facebook", "fcra", "formedOn", "formedUnder", "founderMessage", "founderMessageHi", "founderName", "founderRole", "founderRoleHi", "id", "ifsc", "instagram", "logoHeight", "logoKey", "logoWidth", "mapLink", "name", "nameHi", "pan", "phone", "reg12A", "reg80G", "reg80GIssuedOn", "reg80GValidUntil", "shortName", "shortNameHi", "tagline", "taglineHi", "updatedAt", "upiId", "upiQrHeight", "upiQrKey", "upiQrWidth", "whatsapp", "workingLocations", "x", "youtube" FROM "TrustDetails";
DROP TABLE "TrustDetails";
ALTER TABLE "new_TrustDetails" RENAME TO "TrustDetails";
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;


-- The act's name in Hindi, where the trust still has the act the site used to assume.
UPDATE "TrustDetails" SET "formedUnderHi" = 'भारतीय न्यास अधिनियम, 1882' WHERE "formedUnder" = 'the Indian Trust Act of 1882';

-- A question the owner added, or one whose wording the owner changed, has been read by the owner.
UPDATE "Faq" SET "wordingCheckedAt" = "createdAt" WHERE "id" NOT LIKE 'faq-%';

-- The shipped answers stated facts about one particular trust (a founding date, an act, "no
-- maximum"); where nobody has changed them they now state none, and they have their Hindi.
UPDATE "Faq" SET
    "answer" = 'The act the trust was formed under, and its 12A and 80G numbers where it has them, are on the home page and the Donate page.',
    "questionHi" = 'क्या ट्रस्ट पंजीकृत है?',
    "answerHi" = 'ट्रस्ट किस क़ानून के तहत बना है, और उसके 12A और 80G नंबर (जहाँ हैं), होम पेज और दान पेज पर लिखे हैं।'
  WHERE "id" = 'faq-registered' AND "answer" = 'Yes. The trust was formed on 8 November 2023 under the Indian Trust Act of 1882.' AND "answerHi" IS NULL;
UPDATE "Faq" SET
    "questionHi" = 'मेरा दान किस काम आता है?',
    "answerHi" = 'आपका दान ट्रस्ट के कामों में लगता है: गाँव के बच्चों की पढ़ाई, ज़रूरतमंदों की मदद, दिव्यांगजन का सहारा, विद्यार्थियों में जागरूकता और महिलाओं को आगे बढ़ाना। हमारे काम की ख़बरें अपडेट पेज पर मिलती हैं।'
  WHERE "id" = 'faq-helps' AND "answerHi" IS NULL;
UPDATE "Faq" SET
    "question" = 'Is there a minimum or a maximum amount?',
    "answer" = 'There is no minimum: every gift helps. The law sets two limits on cash: a gift of more than ₹2,000 in cash earns no 80G deduction, and cash of ₹2,00,000 or more cannot be taken at all. Larger gifts are best sent by UPI, bank transfer or cheque.',
    "questionHi" = 'कम से कम या ज़्यादा से ज़्यादा कितना दान दे सकते हैं?',
    "answerHi" = 'कम से कम की कोई सीमा नहीं है: हर दान काम आता है। नक़द पर क़ानून की दो सीमाएँ हैं: ₹2,000 से ज़्यादा नक़द दान पर 80G की छूट (कटौती) नहीं मिलती, और ₹2,00,000 या उससे ज़्यादा नक़द लिया ही नहीं जा सकता। बड़ी रक़म UPI, बैंक ट्रांसफ़र या चेक से भेजें।'
  WHERE "id" = 'faq-amount' AND "answer" = 'There is no minimum and no maximum: every gift helps.' AND "answerHi" IS NULL;
UPDATE "Faq" SET
    "answer" = 'If the trust holds an 80G approval (its number is on the Donate page), your donation can be deducted from your taxable income under section 80G of the Income Tax Act. Please give your name, address and PAN with your donation for the receipt.',
    "questionHi" = 'क्या मुझे टैक्स में छूट मिलेगी?',
    "answerHi" = 'अगर ट्रस्ट के पास 80G की मंज़ूरी है (उसका नंबर दान पेज पर है), तो आयकर अधिनियम की धारा 80G के तहत आपका दान आपकी कर-योग्य आय से घटाया जा सकता है। रसीद के लिए दान के साथ अपना नाम, पता और PAN ज़रूर दें।'
  WHERE "id" = 'faq-tax' AND "answer" = 'Donations to the trust are eligible for tax exemption under section 80G of the Income Tax Act. Please share your name, address and PAN with us for the receipt.' AND "answerHi" IS NULL;
UPDATE "Faq" SET
    "questionHi" = 'क्या मुझे रसीद मिलेगी?',
    "answerHi" = 'हाँ। हर दान की रसीद हम एक हफ़्ते के भीतर भेजते हैं।'
  WHERE "id" = 'faq-receipt' AND "answerHi" IS NULL;
UPDATE "Faq" SET
    "questionHi" = 'क्या ऑफ़लाइन दान दे सकते हैं?',
    "answerHi" = 'हाँ। आप हमारे बैंक खाते में पैसे भेज सकते हैं (खाते की जानकारी दान पेज पर है), या हमारे दफ़्तर में आकर दान दें और रसीद लें।'
  WHERE "id" = 'faq-offline' AND "answerHi" IS NULL;
