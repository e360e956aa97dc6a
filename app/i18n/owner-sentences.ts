import { hi } from "./hi";
import type { Lang } from "./texts";

// What the server says to the owner after a save (the operations table's texts, a refusal of the
// domain, a field's rule) is written once, in English, where it is decided: the JSON API says
// it byte for byte. The owner's forms say it in the owner's language; this is its Hindi, by the
// English sentence. A unit test (owner-sentences.test.ts) fails when a sentence the server can
// say to a form has no Hindi here.

const SENTENCES: Record<string, string> = {
  // The spec's catalogue texts, as the owner's forms show them.
  "Required Fields": "ज़रूरी ख़ाने भरें।",
  "Reuired Fields": "ज़रूरी ख़ाने भरें।",
  "Required Params": "ज़रूरी ख़ाने भरें।",
  "Data Missing": "ज़रूरी जानकारी नहीं आई। कृपया फिर कोशिश करें।",
  "Invalid Credentials": "यूज़र आईडी या पासवर्ड ग़लत है।",
  "Server Error": "सर्वर में कुछ गड़बड़ हो गई। थोड़ी देर बाद फिर कोशिश करें।",
  "Internal Server Error": "सर्वर में कुछ गड़बड़ हो गई। थोड़ी देर बाद फिर कोशिश करें।",
  "This Section is Already Added": "इस नाम का आँकड़ा पहले से है।",
  "Not Found": "यह नहीं मिला। हो सकता है यह हटा दिया गया हो।",
  "Unauthorised Request": "कृपया फिर से लॉग इन करें।",
  "New Password Not Match": hi.owner.messages.passwordsDiffer,
  "Too many failed logins. Please wait 15 minutes and try again.": "बहुत बार ग़लत लॉग इन हुआ। 15 मिनट रुककर फिर कोशिश करें।",
  "The request is too large.": "भेजी गई चीज़ बहुत बड़ी है।",
  "There is no owner yet: start the site once, and it makes one.": "अभी कोई संचालक नहीं है: साइट एक बार चलाएँ, वह संचालक बना देगी।",
  // What a save says when it worked.
  "Your password was changed. Please log in with the new one.": "आपका पासवर्ड बदल गया। कृपया नए पासवर्ड से लॉग इन करें।",
  "The notice was posted.": "सूचना लग गई।",
  "The notice was updated.": "सूचना बदल गई।",
  "The notice board's order was changed.": "सूचना पट का क्रम बदल गया।",
  "The PDF was attached to the notice.": "PDF सूचना के साथ लग गई।",
  "The PDF was taken off the notice.": "PDF सूचना से हट गई।",
  "The notice was moved to the bin.": "सूचना कूड़ेदान में चली गई।",
  "The photo's caption was saved.": "फ़ोटो का परिचय सहेज लिया गया।",
  "The work counter was added.": "काम का आँकड़ा जुड़ गया।",
  "The work counter was updated.": "काम का आँकड़ा बदल गया।",
  "The work counter was moved to the bin.": "काम का आँकड़ा कूड़ेदान में चला गया।",
  "The photo story was added.": "फ़ोटो कहानी जुड़ गई।",
  "The photo story was updated.": "फ़ोटो कहानी बदल गई।",
  "The order was changed.": "क्रम बदल गया।",
  "The home page's carousel was changed.": "होम पेज की स्लाइडें बदल गईं।",
  "The photo story was moved to the bin.": "फ़ोटो कहानी कूड़ेदान में चली गई।",
  "The trust's profile was saved.": "ट्रस्ट का परिचय सहेज लिया गया।",
  "The contact details were saved.": "संपर्क की जानकारी सहेज ली गई।",
  "The donation details were saved.": "दान की जानकारी सहेज ली गई।",
  "The logo was saved.": "लोगो सहेज लिया गया।",
  "The logo was removed.": "लोगो हट गया।",
  "The bank's QR code was saved.": "बैंक का QR कोड सहेज लिया गया।",
  "The bank's QR code was removed: the donate page shows its own again.": "बैंक का QR कोड हट गया: दान वाला पेज फिर से अपना बनाया कोड दिखाएगा।",
  "The donation was verified and its receipt numbered.": "दान पक्का हो गया और उसकी रसीद को नंबर मिल गया।",
  "The donation was rejected.": "दान नामंज़ूर कर दिया गया।",
  "The donor's details were erased.": "दानदाता की जानकारी मिटा दी गई।",
  "This statement is too large: it may be at most 5 MB. Export a shorter period.":
    "यह स्टेटमेंट बहुत बड़ा है: ज़्यादा से ज़्यादा 5 MB का हो सकता है। कम दिनों का स्टेटमेंट निकालें।",
  "The law the receipts name was saved for the year.": "इस साल की रसीदों पर लिखा जाने वाला क़ानून सहेज लिया गया।",
  "The receipt will be e-mailed again now.": "रसीद अभी फिर से ई-मेल की जाएगी।",
  "The receipt was cancelled. Its number stays used.": "रसीद रद्द हो गई। उसका नंबर इस्तेमाल हुआ ही माना जाएगा।",
  "The gift was written into the register and its receipt numbered.": "दान रजिस्टर में लिख लिया गया और उसकी रसीद को नंबर मिल गया।",
  "The gift was written into the register. It waits to be verified when the money is in.": "दान रजिस्टर में लिख लिया गया। पैसा आने पर इसे पक्का करें।",
  "The receipt was corrected: the old one is cancelled and the new one numbered.": "रसीद सुधर गई: पुरानी रद्द हुई और नई को नंबर मिला।",
  "The receipt link is ready to send.": "रसीद का लिंक भेजने के लिए तैयार है।",
  "The receipt link was taken back: it no longer opens.": "रसीद का लिंक वापस ले लिया गया: अब यह नहीं खुलेगा।",
  "The team member was added.": "टीम सदस्य जुड़ गए।",
  "The team member was updated.": "टीम सदस्य की जानकारी बदल गई।",
  "The team member was moved to the bin.": "टीम सदस्य की जानकारी कूड़ेदान में चली गई।",
  "The video was added.": "वीडियो जुड़ गया।",
  "The video was removed.": "वीडियो हट गया।",
  "The article link was added.": "लेख का लिंक जुड़ गया।",
  "The article link was removed.": "लेख का लिंक हट गया।",
  "The question was added.": "सवाल जुड़ गया।",
  "The question was updated.": "सवाल बदल गया।",
  "The question was moved to the bin.": "सवाल कूड़ेदान में चला गया।",
  "The document was added.": "दस्तावेज़ जुड़ गया।",
  "The document was moved to the bin.": "दस्तावेज़ कूड़ेदान में चला गया।",
  "The gallery group was added.": "गैलरी का समूह जुड़ गया।",
  "The gallery group was renamed.": "गैलरी के समूह का नाम बदल गया।",
  "The gallery group and its photos were removed.": "गैलरी का समूह और उसकी फ़ोटो हट गईं।",
  "The photo was added to the gallery.": "फ़ोटो गैलरी में जुड़ गई।",
  "The photo was moved to the bin.": "फ़ोटो कूड़ेदान में चली गई।",
  "It is back where it was.": "यह अपनी पहले वाली जगह पर लौट आया।",
  "The bin was emptied.": "कूड़ेदान ख़ाली हो गया।",
  "The demo content was removed.": "नमूने की सामग्री हट गई।",
  "The programme was saved.": "कार्यक्रम सहेज लिया गया।",
  // Why a save was refused.
  "Choose the PDF to attach.": "लगाने के लिए PDF चुनें।",
  "Choose the logo to upload.": "भेजने के लिए लोगो चुनें।",
  "Choose the photo of the bank's QR code to upload.": "भेजने के लिए बैंक के QR कोड की फ़ोटो चुनें।",
  "This donation was already verified or rejected.": "यह दान पहले ही पक्का या नामंज़ूर हो चुका है।",
  "Say why the donation is rejected.": "बताइए कि दान नामंज़ूर क्यों किया जा रहा है।",
  "Say why the receipt is cancelled.": "बताइए कि रसीद रद्द क्यों की जा रही है।",
  "Only a verified donation has a receipt to cancel.": "रद्द करने को रसीद सिर्फ़ पक्के दान की होती है।",
  "Only a verified donation has a receipt to share.": "रसीद सिर्फ़ पक्के दान की होती है।",
  "This form cannot do that. Please use its buttons.": "यह फ़ॉर्म ऐसा नहीं कर सकता। कृपया इसके बटन से चुनें।",
  "The form could not be read.": "फ़ॉर्म पढ़ा नहीं जा सका।",
  "The form could not be read. Please try again.": "फ़ॉर्म पढ़ा नहीं जा सका। कृपया फिर कोशिश करें।",
  "Send the form as multipart/form-data.": "फ़ॉर्म ठीक से नहीं भेजा गया। कृपया फिर कोशिश करें।",
  "The request body must be a JSON object or a form.": "फ़ॉर्म ठीक से नहीं भेजा गया। कृपया फिर कोशिश करें।",
  "The upload stopped before the whole form arrived. Please try again.": "पूरा फ़ॉर्म पहुँचने से पहले भेजना रुक गया। कृपया फिर कोशिश करें।",
  "This photo is too large: it may be at most 25 MB.": "यह फ़ोटो बहुत बड़ी है: ज़्यादा से ज़्यादा 25 MB की हो सकती है।",
  "This document is too large: it may be at most 10 MB.": "यह दस्तावेज़ बहुत बड़ा है: ज़्यादा से ज़्यादा 10 MB का हो सकता है।",
  "The chosen file is not a PDF. Choose a PDF document.": "चुनी गई फ़ाइल PDF नहीं है। कोई PDF दस्तावेज़ चुनें।",
  "The chosen file is not a photo. Choose a JPEG, PNG, WebP or AVIF image.": "चुनी गई फ़ाइल फ़ोटो नहीं है। JPEG, PNG, WEBP या AVIF फ़ोटो चुनें।",
  "This photo could not be read. It may be damaged; try another one.": "यह फ़ोटो पढ़ी नहीं जा सकी। हो सकता है ख़राब हो; दूसरी आज़माएँ।",
  "This photo could not be read. It may be damaged, or its format is not supported.": "यह फ़ोटो पढ़ी नहीं जा सकी। हो सकता है ख़राब हो, या यह फ़ॉर्मेट न चलता हो।",
  "This photo could not be read. Try another one.": "यह फ़ोटो पढ़ी नहीं जा सकी। दूसरी आज़माएँ।",
  "This photo is too large: it may have at most 60 megapixels (for example 7000 by 7000).":
    "यह फ़ोटो बहुत बड़ी है: ज़्यादा से ज़्यादा 60 मेगापिक्सेल की हो सकती है (जैसे 7000 × 7000)।",
  "This photo is too long and thin: its longer side may be at most 10 times its shorter side. Crop it and try again.":
    "यह फ़ोटो बहुत लंबी और पतली है: लंबी भुजा छोटी भुजा से 10 गुना तक ही हो सकती है। काटकर फिर कोशिश करें।",
  "HEIC photos are not supported yet: please send a JPEG, or set the camera to 'Most compatible'.":
    "HEIC फ़ोटो अभी नहीं चलतीं: कृपया JPEG भेजें, या कैमरे की सेटिंग 'Most compatible' कर दें।",
  "The gallery group this photo was in has been deleted, so the photo cannot go back.": "यह फ़ोटो जिस गैलरी समूह में थी, वह हट चुका है, इसलिए फ़ोटो वापस नहीं आ सकती।",
  "A work counter with this category has been added since. Delete or rename that one, then restore this one.":
    "इस नाम का एक आँकड़ा बाद में जुड़ गया है। पहले उसे हटाएँ या उसका नाम बदलें, फिर इसे वापस लाएँ।",
  "Something with the same name has been added since. Delete or rename that one, then restore this one.":
    "इसी नाम की कोई चीज़ बाद में जुड़ गई है। पहले उसे हटाएँ या उसका नाम बदलें, फिर इसे वापस लाएँ।",
  // A field's rule that needs no field's name.
  "link must be a YouTube video's link, such as https://youtu.be/abcdefghijk": "यूट्यूब लिंक: किसी यूट्यूब वीडियो का लिंक डालें, जैसे https://youtu.be/abcdefghijk",
  "email must be an e-mail address, such as office@trust.example.in": "ई-मेल: पूरा ई-मेल पता लिखें, जैसे office@trust.example.in",
  "accountNumber must be 9 to 18 digits": "खाता संख्या: 9 से 18 अंक लिखें।",
  "upiId must be a UPI address, such as yourtrust@sbi": "UPI आईडी: UPI पता लिखें, जैसे yourtrust@sbi",
  "year must be a year or a financial year, such as 2024-25 or 2024-2025": "साल: साल या वित्त वर्ष लिखें, जैसे 2024-25 या 2024-2025",
  "showUntil is a day already past: the notice would never be on the board. Choose today or a later day, or leave it empty.":
    "कब तक दिखे: यह दिन बीत चुका है, तो सूचना पट पर कभी नहीं दिखेगी। आज या आगे का कोई दिन चुनें, या इसे ख़ाली छोड़ दें।",
  "year must be a financial year, such as 2026-27": "वित्त वर्ष लिखें, जैसे 2026-27",
  "year is needed for an annual report, such as 2024-25": "वार्षिक रिपोर्ट के लिए साल लिखें, जैसे 2024-25",
  "ifsc must look like SBIN0001234 (4 letters, a zero, then 6 letters or digits)": "IFSC कोड: इस तरह लिखें: SBIN0001234 (4 अक्षर, एक शून्य, फिर 6 अक्षर या अंक)",
  "pan must look like AAATR1234C (5 letters, 4 digits, a letter)": "ट्रस्ट का पैन (PAN): इस तरह लिखें: AAATR1234C (5 अक्षर, 4 अंक, एक अक्षर)",
  "count must be a number": "गिनती: अंकों में लिखें।",
  "count must be a whole number": "गिनती: पूरी संख्या लिखें।",
  "count may not be negative": "गिनती: शून्य से कम नहीं हो सकती।",
};

// The fields a rule names, by the labels the owner's forms give them in the catalogue (the
// trust's details by their own, in fieldName). A field two forms share a name with (a team
// member's line and the trust's story are both "about") takes a word that fits both.
const owner = hi.owner;
const FIELDS: Record<string, string> = {
  userid: owner.password.userid,
  password: "पासवर्ड",
  oldPassword: owner.password.old,
  newPassword: owner.password.new,
  update: owner.notices.notice,
  showUntil: "कब तक दिखे",
  category: owner.counters.category,
  count: owner.counters.count,
  details: owner.stories.description,
  role: owner.team.role,
  about: "परिचय",
  question: owner.faqs.question,
  answer: owner.faqs.answer,
  title: owner.programmes.fields.title.label,
  caption: owner.gallery.caption,
  summary: owner.programmes.fields.summary.label,
  vision: owner.programmes.fields.vision.label,
  mission: owner.programmes.fields.mission.label,
  duration: owner.programmes.fields.duration.label,
  link: owner.videos.link,
  url: owner.articles.link,
  source: owner.articles.source,
  publishedOn: owner.articles.date,
  year: owner.documents.year,
  reason: owner.donations.whyRejected,
  wording: owner.donations.law.wording,
};

/**
 * The Hindi a kind's own operations bring with them (kinds/<kind>/): their sentences, and the
 * names of their fields, read before the shared ones here.
 */
export type OwnHindi = { sentences?: Record<string, string>; fields?: Record<string, string> };

function fieldName(field: string, own?: OwnHindi): string {
  const hindi = field.endsWith("Hi");
  const base = hindi ? field.slice(0, -2) : field;
  const label = own?.fields?.[base] ?? FIELDS[base] ?? (owner.details.fields as Record<string, { label: string } | undefined>)[base]?.label;
  if (!label) return "";
  return hindi ? `${label} (हिंदी)` : label;
}

// A field's rule, as rules.ts words it: the field's name first, then what it must be.
const RULES: [RegExp, (field: string, detail: string) => string][] = [
  [/^(\w+) must be text$/, (field) => `${field}: यहाँ अक्षर लिखें।`],
  [/^(\w+) may be at most ([\d,]+) characters$/, (field, most) => `${field}: ज़्यादा से ज़्यादा ${most} अक्षर लिखें।`],
  [/^(\w+) must be at least (\d+) characters$/, (field, least) => `${field}: कम से कम ${least} अक्षर होने चाहिए।`],
  [/^(count) may be at most ([\d,]+)$/, (field, most) => `${field}: ${most} से ज़्यादा नहीं हो सकती।`],
  [/^(\w+) must be an Indian number of ten digits, such as (.+)$/, (field, example) => `${field}: भारत का दस अंकों का नंबर लिखें, जैसे ${example}`],
  [
    /^(\w+) must be a mobile of ten digits, such as (.+), or a landline with its STD code, such as (.+)$/,
    (field) => `${field}: दस अंकों का मोबाइल नंबर लिखें, जैसे +91 98765 43210, या STD कोड के साथ लैंडलाइन नंबर, जैसे 05482 224316`,
  ],
  [/^(\w+) must be an https address, such as (.+)$/, (field, example) => `${field}: https:// से शुरू होने वाला पता लिखें, जैसे ${example}`],
  [/^(\w+) must be a date, such as (.+)$/, (field, example) => `${field}: तारीख़ चुनें, जैसे ${example}`],
  [/^(\w+) must be a real date$/, (field) => `${field}: ऐसी तारीख़ लिखें जो सच में होती हो।`],
  [/^(\w+) must look like (.+)$/, (field, example) => `${field}: इस तरह लिखें: ${example}`],
];

// What only a form changed by hand sends wrong (a button's value, a hidden key): the owner typed
// none of these, so there is no field to name.
const TAMPERED = /^(_id|groupId|uploadKey|intent|pinned|onHome|language|kind|slug) /;

function hindiOf(sentence: string, own?: OwnHindi): string | undefined {
  const exact = own?.sentences?.[sentence] ?? SENTENCES[sentence];
  if (exact) return exact;
  if (TAMPERED.test(sentence)) return SENTENCES["This form cannot do that. Please use its buttons."];
  for (const [pattern, say] of RULES) {
    const match = pattern.exec(sentence);
    const field = match?.[1] ? fieldName(match[1], own) : "";
    if (match && field) return say(field, match[2] ?? "");
  }
  return undefined;
}

/** A sentence of the server's, as the owner reads it in the language of the owner's area (with an operation's own Hindi, if it has any). */
export function sayToOwner(lang: Lang, sentence: string, own?: OwnHindi): string {
  return lang === "hi" ? (hindiOf(sentence, own) ?? sentence) : sentence;
}

/** Whether a sentence has its Hindi here or in `own`: for the test that none is left in English. */
export function hasHindi(sentence: string, own?: OwnHindi): boolean {
  return hindiOf(sentence, own) !== undefined;
}
