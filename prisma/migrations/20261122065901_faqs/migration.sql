-- CreateTable
CREATE TABLE "Faq" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "question" TEXT NOT NULL,
    "answer" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateIndex
CREATE INDEX "Faq_position_idx" ON "Faq"("position");


-- The six questions every donor asks, answered with what the trust's deed and its promises say.
-- They are rows like any other: the owner edits or removes them.
INSERT INTO "Faq" ("id", "question", "answer", "position") VALUES
    ('faq-registered', 'Is the trust registered?', 'Yes. The trust was formed on 8 November 2023 under the Indian Trust Act of 1882.', 1),
    ('faq-helps', 'How does my donation help?', 'Your donation pays for the trust''s work in rural education, charity, Divyang support, students awareness and women empowerment. We report our work on the Updates page.', 2),
    ('faq-amount', 'What is the minimum or maximum amount I can give?', 'There is no minimum and no maximum: every gift helps.', 3),
    ('faq-tax', 'Will I get a tax exemption?', 'Donations to the trust are eligible for tax exemption under section 80G of the Income Tax Act. Please share your name, address and PAN with us for the receipt.', 4),
    ('faq-receipt', 'Will I get a receipt?', 'Yes. We send a receipt for every donation within a week.', 5),
    ('faq-offline', 'Can I donate offline?', 'Yes. You can transfer money to our bank account (the details are on the Donate page), or give at our office against a receipt.', 6);
