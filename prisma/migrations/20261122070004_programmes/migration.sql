-- CreateTable
CREATE TABLE "Programme" (
    "slug" TEXT NOT NULL PRIMARY KEY,
    "title" TEXT NOT NULL,
    "summary" TEXT NOT NULL,
    "vision" TEXT NOT NULL,
    "mission" TEXT NOT NULL,
    "duration" TEXT NOT NULL,
    "updatedAt" DATETIME NOT NULL
);


-- The five programmes start with the texts the site was built with; the duration statements are
-- the trust's own plans. The owner edits each page's texts from then on.
INSERT INTO "Programme" ("slug", "title", "summary", "vision", "mission", "duration", "updatedAt") VALUES
    ('rural', 'Rural Education', 'Free evening classes, books and school support so that no village child has to leave school.', 'Every child in our villages can read, write and count with confidence, and finishes school.', 'Run free evening classes in the village for children of classes 1 to 8.
Give notebooks, books and school bags to children who cannot afford them.
Meet parents every month so that girls and boys alike stay in school.', 'Long-term plan: 5-6 years. Short-term plan: 8-11 months.', CURRENT_TIMESTAMP),
    ('women-empowerment', 'Women Empowerment', 'Skills, savings groups and awareness so that women can earn and decide for themselves.', 'Women in rural Uttar Pradesh earn their own income and take part in every family and village decision.', 'Teach tailoring, handicraft and basic computer skills.
Form self-help groups that save together and open bank accounts.
Explain government schemes and legal rights in simple words.', 'Long-term plan: 4-5 years. Short-term plan: 6-8 months.', CURRENT_TIMESTAMP),
    ('divyang', 'Divyang Support', 'Wheelchairs, hearing aids, certificates and pensions for persons with disabilities.', 'Every Divyang person lives with dignity and gets every support and right that the law gives.', 'Hold camps for disability certificates, UDID cards and pensions.
Give wheelchairs, tricycles, walking sticks and hearing aids.
Help Divyang young people learn a skill and find work.', 'Plan: 5 years.', CURRENT_TIMESTAMP),
    ('needy-people', 'Charity for Needy People', 'Food, blankets, medicines and help in emergencies for the poorest families.', 'No family in our area goes hungry or cold, and help arrives when a crisis comes.', 'Give rations to widows, the elderly and families without income.
Share blankets in winter and run free health check-up camps.
Help families in floods and other emergencies.', 'Long-term plan: 4-5 years. Short-term plan: 6-8 months.', CURRENT_TIMESTAMP),
    ('students-awareness', 'Students Awareness', 'Career guidance, scholarships and talks on health, safety and digital life.', 'Students know their options, their rights and the scholarships meant for them, and choose their future with confidence.', 'Hold career guidance sessions in schools and colleges.
Help students apply for scholarships and government schemes.
Talk about health, cyber safety and drug abuse in simple words.', 'Long-term plan: 2-3 years. Short-term plan: 9-11 months.', CURRENT_TIMESTAMP);
