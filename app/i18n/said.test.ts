import { describe, expect, it } from "vitest";
import { everyRow, type OperationName, rowOf } from "~/domain/operations";
import { fieldsReadBy, goodInputs } from "../../tests/support/good-inputs";
import { readInput } from "~/domain/rules";
import { english, type FieldNames, said, type Said, sayIn } from "./said";

// What the server says is written in both languages where it is decided, and a broken rule is
// worded by each language: a Hindi owner meets no English sentence, and the JSON API's English
// stays byte for byte what its clients have always read.

const latinWords = (sentence: string) =>
  // Examples and codes stay as they are written (https://…, yourtrust@sbi, PDF, 2024-25).
  sentence
    .replace(/\S*[/@.]\S*|'[^']*'/g, "")
    .match(/\b[A-Za-z][a-z]+\b/g)
    ?.filter((word) => !/^(JPEG|PNG|WebP|AVIF|HEIC|PDF|UPI|QR|YouTube|MB|https)$/.test(word)) ?? [];

// What only a form changed by hand sends wrong (a button's value, a hidden id): the owner typed none of these.
const HIDDEN = ["_id", "groupId", "intent", "pinned", "onHome", "language", "kind", "slug"];

/**
 * Every refusal a row gives for a field sent wrong, the way a form sends it (as text), beside the
 * row's good input (so that its other fields are not missing), with the row's own field names.
 */
function brokenRules(): { field: string; message: Said; fieldNames?: FieldNames }[] {
  const wrong = ["x".repeat(200_000), "not valid !", "-5", "1.5", "0x10", "2027-02-30", "20270230", "abc"];
  const found = [];
  for (const [name, row] of Object.entries(everyRow())) {
    const good = goodInputs[name as OperationName] ?? {};
    for (const field of Object.keys(fieldsReadBy(row.input))) {
      for (const value of wrong) {
        const read = readInput(row.input, row.texts.missing, { ...good, [field]: value });
        if (!read.ok && read.message !== row.texts.missing) found.push({ field, message: read.message, fieldNames: row.fieldNames });
      }
    }
  }
  return found;
}

describe("what the server says to the owner", () => {
  it("has Hindi words for every text of the operations table a form shows", () => {
    const texts = Object.values(everyRow()).flatMap((row) => [row.texts.missing, row.texts.conflict, row.texts.fault, row.texts.formSuccess]);
    const written = texts.filter((text) => text !== undefined && text !== null);
    expect(written.length).toBeGreaterThan(150);
    expect(written.filter((text) => latinWords(text.hi).length > 0)).toEqual([]);
  });

  it("has Hindi words for every sentence the site shares", () => {
    expect(Object.values(said).filter((sentence) => latinWords(sentence.hi).length > 0)).toEqual([]);
  });

  it("names the field of every rule a field can break by its Hindi name, never in English", () => {
    const broken = brokenRules();
    expect(broken.length).toBeGreaterThan(100);
    const hindi = broken.map(({ field, message, fieldNames }) => ({ field, hindi: sayIn("hi", message, fieldNames) }));
    expect(hindi.filter(({ hindi }) => latinWords(hindi).length > 0)).toEqual([]);
    // Only a field the owner never types is answered without its name.
    const unnamed = hindi.filter(({ hindi }) => hindi === said.useTheButtons.hi).map(({ field }) => field);
    expect([...new Set(unnamed)].filter((field) => !HIDDEN.includes(field))).toEqual([]);
  });

  it("names the field of every rule a field can break by words on an English form, never by the code's name", () => {
    const english = brokenRules()
      .filter(({ field }) => !HIDDEN.includes(field))
      .map(({ field, message, fieldNames }) => ({ field, english: sayIn("en", message, fieldNames) }));
    expect(english.filter(({ english }) => /\b[a-z]+[A-Z]\w*/.test(english))).toEqual([]);
  });

  it("words a rule in English as the JSON API always has, and in Hindi for a Hindi form", () => {
    const tooLong = readInput(rowOf("addNotice").input, rowOf("addNotice").texts.missing, { update: "School opens", updateHi: "स".repeat(2001) });
    expect(tooLong.ok).toBe(false);
    if (tooLong.ok) return;
    expect(english(tooLong.message)).toBe("updateHi may be at most 2,000 characters");
    expect(sayIn("hi", tooLong.message, rowOf("addNotice").fieldNames)).toBe("सूचना (हिंदी): ज़्यादा से ज़्यादा 2,000 अक्षर लिखें।");
  });

  it("names a field on an English form by its label where the code's name is no English word, as the JSON API never does", () => {
    const row = rowOf("saveContact");
    const wrong = readInput(row.input, row.texts.missing, { mapLink: "http://maps.example/office" });
    expect(wrong.ok).toBe(false);
    if (wrong.ok) return;
    expect(sayIn("en", wrong.message, row.fieldNames)).toBe("Map link must be an https address, such as https://maps.app.goo.gl/…");
    expect(english(wrong.message)).toBe("mapLink must be an https address, such as https://maps.app.goo.gl/…");
    const event = rowOf("addEvent");
    const late = readInput(event.input, event.texts.missing, { title: "Eye camp", village: "Karanda", startsOn: "2026-12-10", startsAt: "25:99" });
    expect(late.ok ? null : sayIn("en", late.message, event.fieldNames)).toBe("Time: write a time of day, such as 10:30");
  });

  it("answers a missing field with the operation's own text, in the spec's spelling", () => {
    const missing = readInput(rowOf("updateWorkCounter").input, rowOf("updateWorkCounter").texts.missing, {});
    expect(missing.ok ? null : english(missing.message)).toBe("Reuired Fields");
    expect(missing.ok ? null : sayIn("hi", missing.message)).toBe("ज़रूरी ख़ाने भरें।");
  });
});
