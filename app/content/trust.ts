// The trust's own facts. Everything in square brackets is a placeholder the trust must fill in
// before going live: the specification withholds these details, so nothing here is invented.

export const trust = {
  name: "[Trust Name] Charitable Trust",
  shortName: "[Trust Name]",
  tagline: "Education, dignity and a fair chance for every family in rural Uttar Pradesh",
  formed: "8 November 2023",
  formedUnder: "the Indian Trust Act of 1882",
  phone: { display: "+91 [phone number]", href: "tel:+910000000000" },
  chatLink: "https://wa.me/910000000000",
  email: "[email address]@example.org",
  address: ["[Office address line]", "[Village / Town], Ghazipur", "Uttar Pradesh, India"],
  workingLocations: ["Ghazipur", "Lucknow", "Varanasi", "Mau", "Bhadohi", "Chandauli", "Gorakhpur"],
  social: [
    { name: "Facebook", href: "https://www.facebook.com/[trust-page]" },
    { name: "Instagram", href: "https://www.instagram.com/[trust-page]" },
    { name: "YouTube", href: "https://www.youtube.com/@[trust-channel]" },
    { name: "X (Twitter)", href: "https://x.com/[trust-page]" },
  ],
  copyright: "Copyright @ 2024",
  annualReportMessage: "Report Not Genrated Till Now",
} as const;

export const bankDetails = {
  accountName: "[Trust Name] Charitable Trust",
  accountNumber: "[Account number]",
  ifsc: "[IFSC code]",
  branch: "[Bank name and branch]",
  contactNumber: "+91 [phone number]",
} as const;

export const aboutStory = [
  `${trust.name} was formed on ${trust.formed} under ${trust.formedUnder}. We are a small group of neighbours, teachers and volunteers from eastern Uttar Pradesh.`,
  "We saw children leave school because the nearest teacher was too far away, Divyang friends without a wheelchair or a certificate, and women with skills but no way to earn. So we started where we live: one village, one class, one family at a time.",
  "Today our volunteers work in seven districts. Every rupee you give reaches a child's notebook, a widow's ration, a hearing aid or a sewing machine, and we publish what we do on our notice board.",
];

export const founderMessage = {
  name: "[Founder name]",
  role: "Founder and Trustee",
  paragraphs: [
    "Namaste. I grew up in a village where the school had one teacher for five classes. Many of my friends could not finish school, not because they lacked ability, but because nobody was there to help them.",
    "This trust is our promise to change that. We teach children in the evenings, we help Divyang brothers and sisters get the support the law already gives them, and we help women start small work of their own.",
    "We are not a big organisation. We are your neighbours. If you can give time, a book, or a small donation, you become part of this family. Thank you for standing with us.",
  ],
  videos: [
    { title: "Our evening classes in the village", youtubeId: "VIDEO_ID_1" },
    { title: "A day at our Divyang support camp", youtubeId: "VIDEO_ID_2" },
  ],
} as const;
