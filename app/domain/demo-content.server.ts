import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import type { Prisma } from "@prisma/client";
import { db, tableNamed } from "~/site/db.server";
import { FILE_COLUMNS, type StoredFileKind } from "~/photos/named-files.mjs";
import { calendarDay } from "./calendar-day";
import { siteConfig } from "~/site/env.server";
import { categoryKey } from "~/domain/rules";
import { changed } from "./content-version.server";
import { addDocument } from "~/kinds/document/document.server";
import { releaseFile } from "~/photos/stored-files.server";
import type { Outcome } from "./outcome";
import { addGalleryGroup, addGalleryPhoto } from "~/kinds/gallery/gallery.server";
import { createPhotoStory } from "~/kinds/photo-story/photo-story.server";

// Every text of the demo is in English and in Hindi, as the owner's would be: a Hindi page of
// the demo shows Hindi, not English marked as English.
const demoCounters = [
  { category: "Rural Education", categoryHi: "ग्रामीण शिक्षा", count: 1250 },
  { category: "Charity", categoryHi: "ज़रूरतमंदों की मदद", count: 860 },
  { category: "Divyang Support", categoryHi: "दिव्यांग सहायता", count: 340 },
  { category: "Students Awareness", categoryHi: "छात्र जागरूकता", count: 2100 },
  { category: "Women Empowerment", categoryHi: "महिला सशक्तिकरण", count: 720 },
];

/** Camps the demo trust holds: two coming (days from the demo's first start), one already held. */
const demoEvents = [
  {
    inDays: 10,
    startsAt: "10:00",
    title: "Free eye camp (demo)",
    titleHi: "मुफ़्त नेत्र शिविर (नमूना)",
    description: "Eye tests by the district hospital's doctors, and glasses at no cost for those who need them.",
    descriptionHi: "ज़िला अस्पताल के डॉक्टर आँखों की जाँच करेंगे, और जिन्हें ज़रूरत है उन्हें चश्मा मुफ़्त मिलेगा।",
    village: "Village school",
    villageHi: "गाँव का स्कूल",
  },
  {
    inDays: 24,
    startsAt: null,
    title: "Scholarship test for classes 6 to 8 (demo)",
    titleHi: "कक्षा 6 से 8 की छात्रवृत्ति परीक्षा (नमूना)",
    description: "Bring a photo and your school's identity card.",
    descriptionHi: "एक फ़ोटो और अपने स्कूल का पहचान पत्र साथ लाएँ।",
    village: "Block office",
    villageHi: "ब्लॉक कार्यालय",
  },
  {
    inDays: -20,
    startsAt: null,
    title: "Winter blankets for elders (demo)",
    titleHi: "बुज़ुर्गों को सर्दी के कंबल (नमूना)",
    description: "Blankets given to the elders of the village.",
    descriptionHi: "गाँव के बुज़ुर्गों को कंबल दिए गए।",
    village: "Panchayat bhawan",
    villageHi: "पंचायत भवन",
  },
];

const demoNotices = [
  {
    update: "Free evening classes for children of classes 1 to 8 start on Monday in the village school building.",
    updateHi: "कक्षा 1 से 8 तक के बच्चों की मुफ़्त शाम की कक्षाएँ सोमवार से गाँव के स्कूल भवन में शुरू होंगी।",
  },
  {
    update: "A camp for Divyang certificates and free hearing aids will be held at the block office next month.",
    updateHi: "अगले महीने ब्लॉक कार्यालय में दिव्यांग प्रमाणपत्र और मुफ़्त सुनने की मशीन का शिविर लगेगा।",
  },
  {
    update: "Women's self-help group meeting: learn tailoring and keep your own savings account. All are welcome.",
    updateHi: "महिला स्वयं सहायता समूह की बैठक: सिलाई सीखें और अपना बचत खाता रखें। सबका स्वागत है।",
  },
];

const demoStories = [
  {
    details: "Evening class under the neem tree: forty children now read and write every day.",
    detailsHi: "नीम के पेड़ के नीचे शाम की कक्षा: अब चालीस बच्चे रोज़ पढ़ते-लिखते हैं।",
    sky: "#fde68a",
    ground: "#65a30d",
  },
  {
    details: "Wheelchairs and walking sticks given to twelve Divyang friends in Ghazipur.",
    detailsHi: "ग़ाज़ीपुर में बारह दिव्यांग साथियों को व्हीलचेयर और छड़ियाँ दी गईं।",
    sky: "#bae6fd",
    ground: "#a16207",
  },
  {
    details: "Sewing machines for a women's self-help group: their first orders are already done.",
    detailsHi: "महिला स्वयं सहायता समूह को सिलाई मशीनें मिलीं: उनके पहले ऑर्डर पूरे भी हो गए।",
    sky: "#fbcfe8",
    ground: "#0f766e",
  },
];

// A trust that does not exist, with details that look real but reach nobody: the .example domain
// is reserved for examples, and the numbers are the ones every Indian form shows as a sample.
const demoTrust = {
  name: "Asha Gramin Vikas Trust (demo)",
  nameHi: "आशा ग्रामीण विकास ट्रस्ट (नमूना)",
  shortName: "Asha Trust (demo)",
  shortNameHi: "आशा ट्रस्ट (नमूना)",
  tagline: "Education, dignity and a fair chance for every family in rural Uttar Pradesh",
  taglineHi: "ग्रामीण उत्तर प्रदेश के हर परिवार के लिए पढ़ाई, सम्मान और बराबर का मौक़ा",
  about: [
    "This is demo content: the owner replaces it from the owner's area. Asha Gramin Vikas Trust is a made-up trust of neighbours, teachers and volunteers from eastern Uttar Pradesh.",
    "It shows how the site tells a trust's story: children back in school, Divyang friends with a wheelchair or a certificate, and women who start to earn.",
  ].join("\n\n"),
  aboutHi: [
    "यह नमूने की सामग्री है: संचालक इसे संचालक के हिस्से से बदलते हैं। आशा ग्रामीण विकास ट्रस्ट पूर्वी उत्तर प्रदेश के पड़ोसियों, शिक्षकों और स्वयंसेवकों का एक काल्पनिक ट्रस्ट है।",
    "यह दिखाता है कि साइट किसी ट्रस्ट की कहानी कैसे सुनाती है: स्कूल लौटे बच्चे, व्हीलचेयर या प्रमाणपत्र पाए दिव्यांग साथी, और कमाने लगी महिलाएँ।",
  ].join("\n\n"),
  vision:
    "A rural Uttar Pradesh where every child learns, every Divyang person lives with dignity, every woman can earn, and no family is left alone in hard times.",
  visionHi: "ऐसा ग्रामीण उत्तर प्रदेश, जहाँ हर बच्चा पढ़े, हर दिव्यांग व्यक्ति सम्मान से जिए, हर महिला कमा सके और मुश्किल समय में कोई परिवार अकेला न रहे।",
  founderName: "Sunita Devi",
  founderRole: "Founder/Trustee (demo)",
  founderRoleHi: "संस्थापक/ट्रस्टी (नमूना)",
  founderMessage: [
    "Namaste. This message is demo content, written to show how the founder's words read on this page.",
    "A real trust writes here why it began, what it does in the villages, and how a visitor can help: with time, a book, or a small donation.",
  ].join("\n\n"),
  founderMessageHi: [
    "नमस्ते। यह संदेश नमूने की सामग्री है, यह दिखाने के लिए कि संस्थापक की बात इस पेज पर कैसी दिखती है।",
    "असली ट्रस्ट यहाँ लिखता है कि उसकी शुरुआत क्यों हुई, वह गाँवों में क्या करता है, और आने वाले कैसे मदद कर सकते हैं: समय देकर, एक किताब देकर, या छोटा-सा दान देकर।",
  ].join("\n\n"),
  // The facts the original site stated about its own trust, kept here as the demo trust's.
  formedOn: "2023-11-08",
  formedUnder: "the Indian Trust Act of 1882",
  formedUnderHi: "भारतीय न्यास अधिनियम, 1882",
  workingLocations: ["Ghazipur", "Lucknow", "Varanasi", "Mau", "Bhadohi", "Chandauli", "Gorakhpur"].join("\n"),
  phone: "9876543210",
  whatsapp: "9876543210",
  email: "office@asha-trust.example",
  address: "Demo office, Station Road\nGhazipur, Uttar Pradesh 233001",
  addressHi: "नमूना कार्यालय, स्टेशन रोड\nग़ाज़ीपुर, उत्तर प्रदेश 233001",
  accountName: "Asha Gramin Vikas Trust",
  accountNumber: "123456789012",
  ifsc: "SBIN0001234",
  bankBranch: "State Bank of India, Ghazipur",
  donorPhone: "9876543210",
  upiId: "ashatrust.demo@sbi",
  pan: "AAATA1234C",
  reg12A: "AAATA1234CE20241",
  reg80G: "AAATA1234CF20241",
  reg80GValidUntil: "2029-03-31",
};

const demoTeam = [
  {
    name: "Sunita Devi",
    role: "Founder/Trustee (demo)",
    roleHi: "संस्थापक/ट्रस्टी (नमूना)",
    about: "Started the trust to bring schooling and support to the villages.",
    aboutHi: "गाँवों तक पढ़ाई और सहारा पहुँचाने के लिए ट्रस्ट शुरू किया।",
  },
  {
    name: "Ramesh Kumar",
    role: "Secretary (demo)",
    roleHi: "सचिव (नमूना)",
    about: "Keeps the records, meetings and paperwork in order.",
    aboutHi: "रिकॉर्ड, बैठकें और काग़ज़ी काम सँभालते हैं।",
  },
  {
    name: "Anita Yadav",
    role: "Vice President (demo)",
    roleHi: "उपाध्यक्ष (नमूना)",
    about: "Leads the field programmes.",
    aboutHi: "गाँवों में चलने वाले कार्यक्रमों की अगुवाई करती हैं।",
  },
  {
    name: "Mohammad Irfan",
    role: "Joint Secretary (demo)",
    roleHi: "संयुक्त सचिव (नमूना)",
    about: "Organises camps and volunteers.",
    aboutHi: "शिविर लगवाते हैं और स्वयंसेवकों को जोड़ते हैं।",
  },
  {
    name: "Priya Singh",
    role: "Treasurer (demo)",
    roleHi: "कोषाध्यक्ष (नमूना)",
    about: "Looks after every donation and the accounts.",
    aboutHi: "हर दान और पूरा हिसाब-किताब देखती हैं।",
  },
  { name: "Vikas Maurya", role: "Member (demo)", roleHi: "सदस्य (नमूना)", about: "Runs evening classes.", aboutHi: "शाम की कक्षाएँ चलाते हैं।" },
  {
    name: "Kiran Pal",
    role: "Member (demo)",
    roleHi: "सदस्य (नमूना)",
    about: "Guides Divyang friends through certificates and pensions.",
    aboutHi: "दिव्यांग साथियों को प्रमाणपत्र और पेंशन दिलवाने में मदद करती हैं।",
  },
  {
    name: "Shabnam Bano",
    role: "Member (demo)",
    roleHi: "सदस्य (नमूना)",
    about: "Trains women's self-help groups.",
    aboutHi: "महिला स्वयं सहायता समूहों को सिखाती हैं।",
  },
  {
    name: "Arjun Verma",
    role: "Member (demo)",
    roleHi: "सदस्य (नमूना)",
    about: "Holds career guidance talks in schools.",
    aboutHi: "स्कूलों में करियर की सलाह देते हैं।",
  },
  {
    name: "Meena Kushwaha",
    role: "Member (demo)",
    roleHi: "सदस्य (नमूना)",
    about: "Coordinates relief in floods and winter.",
    aboutHi: "बाढ़ और सर्दी में राहत का काम सँभालती हैं।",
  },
];

// Demo videos name no real video: YouTube answers that such a video is unavailable.
const demoVideos = [
  { title: "Our evening classes in the village (demo)", titleHi: "गाँव में हमारी शाम की कक्षाएँ (नमूना)", youtubeId: "DemoVideo01" },
  { title: "A day at our Divyang support camp (demo)", titleHi: "हमारे दिव्यांग सहायता शिविर का एक दिन (नमूना)", youtubeId: "DemoVideo02" },
];

// The source is a newspaper's name, which has no translation: the demo's is a Hindi paper's, as most are here.
const demoArticles = [
  ["Evening classes bring children back to school", "शाम की कक्षाओं से बच्चे फिर स्कूल लौटे"],
  ["Wheelchairs for Divyang friends in Ghazipur", "ग़ाज़ीपुर में दिव्यांग साथियों को व्हीलचेयर मिलीं"],
  ["Village women start a tailoring group", "गाँव की महिलाओं ने सिलाई समूह शुरू किया"],
  ["Winter blankets for families in need", "ज़रूरतमंद परिवारों को सर्दी के कंबल"],
  ["Students learn about scholarships", "विद्यार्थियों ने छात्रवृत्तियों के बारे में जाना"],
  ["Free health camp in Mau", "मऊ में मुफ़्त स्वास्थ्य शिविर"],
].map(([title, titleHi], index) => ({
  title: `${title} (demo)`,
  titleHi: `${titleHi} (नमूना)`,
  url: `https://news.example/demo-article-${index + 1}`,
  source: "ग्राम समाचार",
}));

// Marks that the demo was filled once: after "Remove demo content" a restart does not fill it again.
const FILLED = { kind: "site", rowId: "filled" };

type DemoKind = Prisma.ModelName;

const demoGallery = [
  {
    title: "Evening classes (demo)",
    titleHi: "शाम की कक्षाएँ (नमूना)",
    photos: [
      {
        caption: "Children of classes 1 to 5 reading together (demo).",
        captionHi: "कक्षा 1 से 5 के बच्चे साथ बैठकर पढ़ते हुए (नमूना)।",
        sky: "#fef9c3",
        ground: "#4d7c0f",
      },
      { caption: "A volunteer teacher checks homework (demo).", captionHi: "एक स्वयंसेवी शिक्षक गृहकार्य जाँचते हुए (नमूना)।", sky: "#e0f2fe", ground: "#15803d" },
    ],
  },
  {
    title: "Divyang support camp (demo)",
    titleHi: "दिव्यांग सहायता शिविर (नमूना)",
    photos: [
      {
        caption: "Certificates and hearing aids at the block office (demo).",
        captionHi: "ब्लॉक कार्यालय में प्रमाणपत्र और सुनने की मशीनें (नमूना)।",
        sky: "#ede9fe",
        ground: "#92400e",
      },
    ],
  },
  {
    title: "Women's self-help group (demo)",
    titleHi: "महिला स्वयं सहायता समूह (नमूना)",
    photos: [{ caption: "The group's first tailoring order (demo).", captionHi: "समूह का सिलाई का पहला ऑर्डर (नमूना)।", sky: "#ffe4e6", ground: "#0e7490" }],
  },
];

const demoDocuments = [
  { title: "Rural education report (demo)", titleHi: "ग्रामीण शिक्षा की रिपोर्ट (नमूना)" },
  { title: "Divyang support report (demo)", titleHi: "दिव्यांग सहायता की रिपोर्ट (नमूना)" },
];

/** A one-page PDF that says what it is: a demo, with its title. */
function demoPdf(title: string): Buffer {
  const text = `BT /F1 18 Tf 60 760 Td (${title}) Tj ET BT /F1 12 Tf 60 730 Td (Demo content: the owner replaces it with the trust's own document.) Tj ET`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>",
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let body = "%PDF-1.4\n";
  const offsets = objects.map((object, index) => {
    const offset = body.length;
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n${"0".repeat(10)} 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("")}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}

async function remember(kind: DemoKind, rows: { id: string }[]) {
  await db().demoRow.createMany({ data: rows.map((row) => ({ kind, rowId: row.id })) });
}

/** Fills a site that has no content yet, so a first start shows what the site can do. */
export async function fillEmptySiteWithDemoContent(): Promise<void> {
  const [counters, notices, stories, filledBefore] = await Promise.all([
    db().workCounter.count(),
    db().notice.count(),
    db().photoStory.count(),
    db().demoRow.count({ where: FILLED }),
  ]);
  if (counters + notices + stories + filledBefore > 0) return;
  await db().demoRow.create({ data: FILLED });
  await db().trustDetails.upsert({ where: { id: "trust" }, create: demoTrust, update: {} });
  const positioned = <T extends object>(rows: T[]) => rows.map((row, index) => ({ ...row, position: index + 1 }));
  const ids = { select: { id: true } } as const;
  await remember("TeamMember", await db().teamMember.createManyAndReturn({ data: positioned(demoTeam), ...ids }));
  await remember("Video", await db().video.createManyAndReturn({ data: positioned(demoVideos), ...ids }));
  await remember("ArticleLink", await db().articleLink.createManyAndReturn({ data: positioned(demoArticles), ...ids }));
  const counterRows = demoCounters.map((counter) => ({ ...counter, categoryKey: categoryKey(counter.category) }));
  await remember("WorkCounter", await db().workCounter.createManyAndReturn({ data: counterRows, ...ids }));
  const now = Date.now();
  const day = 24 * 60 * 60 * 1000;
  const noticeRows = demoNotices.map((notice, index) => ({ ...notice, createdAt: new Date(now - index * 3 * day) }));
  await remember("Notice", await db().notice.createManyAndReturn({ data: noticeRows, ...ids }));
  const eventRows = demoEvents.map(({ inDays, ...event }, index) => ({ ...event, startsOn: calendarDay(new Date(now + inDays * day)), position: index + 1 }));
  await remember("Event", await db().event.createManyAndReturn({ data: eventRows, ...ids }));
  for (const { title, titleHi } of demoDocuments) {
    const file = path.join(siteConfig().paths.scratch, `demo-${crypto.randomUUID()}.pdf`);
    await fs.writeFile(file, demoPdf(title));
    const added = await addDocument({ kind: "work", title, titleHi, year: null }, file);
    await fs.rm(file, { force: true });
    if (added.ok) await remember("Document", [added.value]);
  }
  for (const [groupIndex, group] of demoGallery.entries()) {
    const added = await addGalleryGroup({ title: group.title, titleHi: group.titleHi });
    if (!added.ok) continue;
    await remember("GalleryGroup", [added.value]);
    for (const [index, photo] of group.photos.entries()) {
      const drawn = await drawDemoPhoto((groupIndex + index) % 3, photo);
      await addGalleryPhoto({ groupId: added.value.id, caption: photo.caption, captionHi: photo.captionHi }, drawn);
      await fs.rm(drawn, { force: true });
    }
  }
  for (const [index, story] of demoStories.entries()) {
    await remember("PhotoStory", [
      await createPhotoStory({ details: story.details, detailsHi: story.detailsHi, photoPath: await drawDemoPhoto(index, story) }),
    ]);
  }
  console.log("Filled the empty site with demo content (DEMO_CONTENT=1); the owner can remove it from the owner's home.");
}

/** Whether demo rows are still on the site. */
export async function showsDemoContent(): Promise<boolean> {
  return (await db().demoRow.count({ where: { NOT: FILLED } })) > 0;
}

/**
 * Takes every demo row off the site in one transaction, and the demo's trust details that the
 * owner has not changed; the demo's files go once no row names them. Demo rows go for good,
 * not to the bin: the owner asked for the demo to be gone.
 */
export async function removeDemoContent(): Promise<Outcome<null>> {
  const rows = await db().demoRow.findMany({ where: { NOT: FILLED } });
  const ids = (kind: DemoKind) => ({ where: { id: { in: rows.filter((row) => row.kind === kind).map((row) => row.rowId) } } });
  // Every kind's rows go in one transaction (a gallery group's photos with it, even those the
  // owner added to it), and the files they named once it has committed.
  const kinds = [...new Set(rows.map((row) => row.kind as DemoKind))];
  const groupPhotos = await db().galleryPhoto.findMany({ where: { groupId: ids("GalleryGroup").where.id }, select: { imageKey: true } });
  const files = [...(await filesNamedBy(kinds, ids)), ...groupPhotos.map((photo) => ({ kind: "photo" as const, key: photo.imageKey }))];
  const details = await db().trustDetails.findUnique({ where: { id: "trust" } });
  const untouched = Object.fromEntries(
    Object.entries(demoTrust)
      .filter(([field, value]) => details?.[field as keyof typeof demoTrust] === value)
      .map(([field]) => [field, null]),
  );
  await db().$transaction([
    ...kinds.map((kind) => tableNamed<Deletes>(db(), kind).deleteMany(ids(kind))),
    db().trustDetails.updateMany({ where: { id: "trust" }, data: untouched }),
    db().demoRow.deleteMany({ where: { NOT: FILLED } }),
  ]);
  for (const file of files) await releaseFile(file.kind, file.key);
  return changed(null);
}

type Deletes = { deleteMany(args: { where: { id: { in: string[] } } }): Prisma.PrismaPromise<unknown> };
type Selects = { findMany(args: { where: { id: { in: string[] } }; select: Record<string, true> }): Promise<Record<string, unknown>[]> };

/** The stored files the demo's rows of these kinds name (photos/named-files.mjs). */
async function filesNamedBy(kinds: DemoKind[], ids: (kind: DemoKind) => { where: { id: { in: string[] } } }) {
  const files: { kind: StoredFileKind; key: string }[] = [];
  for (const named of FILE_COLUMNS.filter(({ table }) => kinds.includes(table as DemoKind))) {
    const found = await tableNamed<Selects>(db(), named.table as DemoKind).findMany({ ...ids(named.table as DemoKind), select: { [named.column]: true } });
    for (const row of found) if (typeof row[named.column] === "string") files.push({ kind: named.kind, key: row[named.column] as string });
  }
  return files;
}

// A simple landscape drawn locally: the demo needs believable photos without any download.
async function drawDemoPhoto(index: number, scene: { sky: string; ground: string }): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000" viewBox="0 0 1600 1000">
    <rect width="1600" height="1000" fill="${scene.sky}"/>
    <circle cx="${1200 - index * 300}" cy="220" r="110" fill="#fbbf24" opacity="0.9"/>
    <path d="M0 640 Q400 520 800 620 T1600 600 V1000 H0Z" fill="${scene.ground}"/>
    <rect x="${260 + index * 180}" y="430" width="360" height="260" fill="#fef3c7" stroke="#78350f" stroke-width="12"/>
    <path d="M${230 + index * 180} 440 L${440 + index * 180} 300 L${650 + index * 180} 440Z" fill="#b45309"/>
    <rect x="${400 + index * 180}" y="560" width="80" height="130" fill="#78350f"/>
    ${[0, 1, 2, 3, 4]
      .map(
        (n) =>
          `<g transform="translate(${900 + n * 110} ${700 - (n % 2) * 30})"><circle r="34" fill="#7c2d12"/><rect x="-34" y="40" width="68" height="120" rx="24" fill="${["#dc2626", "#2563eb", "#16a34a", "#9333ea", "#ea580c"][n]}"/></g>`,
      )
      .join("")}
  </svg>`;
  const file = path.join(siteConfig().paths.scratch, `demo-${crypto.randomUUID()}.jpg`);
  await fs.mkdir(path.dirname(file), { recursive: true });
  await sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toFile(file);
  return file;
}
