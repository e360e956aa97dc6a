import type { Page } from "@playwright/test";
import { expect } from "./fixtures";
import { makeJpeg, pdfOf } from "./photos";

// A site whose owner wrote its content in one language only, for the tests that read its pages in
// the other: what she wrote must show there marked with its own language.

/** Texts by field: what the owner writes in English, and in Hindi. */
type Texts = Record<string, [english: string, hindi: string]>;

/** An owner form: its fields that are the same in both languages, its texts in two boxes (`x`, `xHi`) and in one, and its file. */
type OwnerForm = { to: string; fixed?: Record<string, string>; twoBoxes?: Texts; oneBox?: Texts; file?: "image" | "document" };

const GROUP: [string, string] = ["Winter relief camp", "सर्दी राहत शिविर"];

/** What the owner writes: a record of each kind, the trust's details and its contact. */
const CONTENT: OwnerForm[] = [
  { to: "/login-home/videos", fixed: { intent: "add", link: "https://youtu.be/abcdefghijk" }, twoBoxes: { title: ["Evening classes", "शाम की कक्षाएँ"] } },
  {
    to: "/login-home/articles",
    fixed: { intent: "add", url: "https://www.amarujala.com/story" },
    twoBoxes: { title: ["Evening classes bring children back", "शाम की कक्षाओं से बच्चे लौटे"] },
    oneBox: { source: ["Amar Ujala", "अमर उजाला"] },
  },
  { to: "/login-home/documents/new", fixed: { kind: "work" }, twoBoxes: { title: ["Survey of village schools", "गाँव के स्कूलों का सर्वे"] }, file: "document" },
  {
    to: "/login-home/team/new",
    oneBox: { name: ["Sunita Devi", "सुनीता देवी"] },
    twoBoxes: { role: ["Secretary", "सचिव"], about: ["She runs the evening classes", "वे शाम की कक्षाएँ चलाती हैं"] },
  },
  {
    to: "/login-home/events/new",
    fixed: { startsOn: "2099-12-05" },
    twoBoxes: { title: ["Free eye camp", "मुफ़्त नेत्र शिविर"], description: ["Bring your old glasses", "पुराना चश्मा साथ लाएँ"], village: ["Rampur", "रामपुर"] },
    file: "image",
  },
  { to: "/login-home/add-content", twoBoxes: { details: ["Sewing machines for a self-help group", "स्वयं सहायता समूह के लिए सिलाई मशीनें"] }, file: "image" },
  { to: "/login-home/add-help", fixed: { count: "1250" }, twoBoxes: { category: ["Children taught", "पढ़ाए गए बच्चे"] } },
  { to: "/login-home/faqs", fixed: { intent: "add" }, twoBoxes: { question: ["Is the trust registered?", "क्या ट्रस्ट पंजीकृत है?"], answer: ["Yes.", "हाँ।"] } },
  { to: "/login-home/gallery", fixed: { intent: "add" }, twoBoxes: { title: GROUP } },
  {
    to: "/login-home/trust",
    twoBoxes: {
      name: ["Gramin Shiksha Trust", "ग्रामीण शिक्षा ट्रस्ट"],
      tagline: ["Lighting lamps of learning", "शिक्षा का दीप"],
      about: ["We run evening classes in twelve villages.", "हम बारह गाँवों में शाम की कक्षाएँ चलाते हैं।"],
      founderRole: ["Founder", "संस्थापक"],
      founderMessage: ["Every child can learn.", "हर बच्चा पढ़ सकता है।"],
      formedUnder: ["the Indian Trusts Act, 1882", "भारतीय न्यास अधिनियम, 1882"],
    },
    oneBox: { founderName: ["Ram Prasad Yadav", "राम प्रसाद यादव"] },
  },
  {
    to: "/login-home/contact",
    twoBoxes: { address: ["Village Karanda, Ghazipur", "गाँव करंडा, ग़ाज़ीपुर"] },
    oneBox: { workingLocations: ["Karanda\nSaidpur", "करंडा\nसैदपुर"] },
  },
  {
    to: "/login-home/donation-details",
    oneBox: { accountName: ["Gramin Shiksha Trust", "ग्रामीण शिक्षा ट्रस्ट"], bankBranch: ["State Bank of India, Ghazipur", "भारतीय स्टेट बैंक, ग़ाज़ीपुर"] },
  },
];

/**
 * Writes the site's content through the owner's forms as the browser sends them (multipart),
 * every text in `lang` only, each form saved, and a captioned photo into the gallery group; the
 * group's owner page.
 */
export async function writeContentIn(page: Page, lang: "en" | "hi"): Promise<string> {
  const pick = (texts: Texts | undefined, box: (field: string) => string) =>
    Object.fromEntries(Object.entries(texts ?? {}).map(([field, [english, hindi]]) => [box(field), lang === "en" ? english : hindi]));
  const hindiBox = (field: string) => (lang === "en" ? field : `${field}Hi`);
  const files = {
    image: { name: "camp.jpg", mimeType: "image/jpeg", buffer: await makeJpeg(800, 600) },
    document: { name: "survey.pdf", mimeType: "application/pdf", buffer: pdfOf(20_000) },
  };
  for (const form of CONTENT) {
    const fields = {
      ...form.fixed,
      ...pick(form.twoBoxes, hindiBox),
      ...pick(form.oneBox, (field) => field),
      ...(form.file ? { [form.file]: files[form.file] } : {}),
    };
    expect((await page.request.post(form.to, { multipart: fields, maxRedirects: 0 })).status(), form.to).toBe(302);
  }
  const group = await galleryGroupTitled(page, GROUP[lang === "en" ? 0 : 1]);
  const caption = pick({ caption: ["Blankets handed out in Mau", "मऊ में कंबल बाँटे गए"] }, hindiBox);
  expect((await page.request.post(`${group}/new`, { multipart: { ...caption, image: files.image }, maxRedirects: 0 })).status()).toBe(302);
  return group;
}

/** The owner's page of the gallery group whose title shows `title`. */
export async function galleryGroupTitled(page: Page, title: string): Promise<string> {
  await page.goto("/login-home/gallery");
  return (await page.locator("main li").filter({ hasText: title }).locator("a").first().getAttribute("href")) ?? "";
}

/** The words each page shows out of place (as `outOfPlace` finds them), by page: empty when none does. */
export async function wordsOutOfPlaceOn(page: Page, paths: string[], outOfPlace: (page: Page) => Promise<string[]>): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  for (const path of paths) {
    await page.goto(path);
    const words = await outOfPlace(page);
    if (words.length > 0) found[path] = words;
  }
  return found;
}
