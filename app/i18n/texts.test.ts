import { kindsWords } from "~/kinds/kinds.server";
import { describe, expect, it } from "vitest";
import { en } from "./en";
import { hi } from "./hi";
import { indianNumber, langOfPath, langOfText, pathIn, readableDate } from "./texts";

/** Every key path of a catalogue, with the kind of value there. */
function shape(value: unknown, at = ""): string[] {
  if (typeof value === "string") return [`${at}: text`];
  if (typeof value === "function") return [`${at}: function of ${value.length}`];
  if (Array.isArray(value)) return [`${at}: ${value.length} texts`];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, inner]) => shape(inner, at ? `${at}.${key}` : key));
}

// The site's catalogues, and each kind's own words (kinds/<kind>/).
const catalogues: [string, Record<"en" | "hi", object>][] = [["the site", { en, hi }], ...kindsWords()];

describe("the catalogues", () => {
  it.each(catalogues)("of %s have the same keys, each of the same kind, in English and Hindi", (_of, words) => {
    expect(shape(words.hi)).toEqual(shape(words.en));
  });

  it.each(catalogues)("of %s leave no Hindi text empty, and no Hindi text in Latin letters but names and codes", (_of, words) => {
    const texts: string[] = [];
    const collect = (value: unknown) => {
      if (typeof value === "string") texts.push(value);
      else if (typeof value === "function") texts.push(String(value("क", "ख", "ग")));
      else if (Array.isArray(value)) texts.push(...(value as string[]));
      else Object.values(value as object).forEach(collect);
    };
    collect(words.hi);
    // What stays in Latin letters on purpose: "PDF", "PAN", the name of English in itself, and web addresses.
    const allowedLatin = /^(PDF|PAN|UTR|English|In English|https:\/\/\S+)$/;
    for (const text of texts) {
      expect(text.trim(), "an empty Hindi text").not.toBe("");
      if (!allowedLatin.test(text)) expect(/[\u0900-\u097F]/.test(text), `not in Hindi: ${text}`).toBe(true);
    }
  });
});

describe("languages of addresses and texts", () => {
  it("reads the language from the address, and gives each page's twin", () => {
    expect(langOfPath("/")).toBe("en");
    expect(langOfPath("/hi")).toBe("hi");
    expect(langOfPath("/hi/teams")).toBe("hi");
    expect(langOfPath("/hindi")).toBe("en");
    expect(pathIn("hi", "/")).toBe("/hi");
    expect(pathIn("hi", "/FAQs")).toBe("/hi/FAQs");
    expect(pathIn("en", "/hi")).toBe("/");
    expect(pathIn("en", "/hi/donate")).toBe("/donate");
    expect(pathIn("hi", "/hi/donate")).toBe("/hi/donate");
  });

  it("writes dates with the language's month names and Latin digits, and counts in Indian grouping", () => {
    expect(readableDate("2026-11-22", "hi")).toBe("22 नवंबर 2026");
    expect(readableDate("2023-11-08", "en")).toBe("8 November 2023");
    expect(indianNumber(125000)).toBe("1,25,000");
    expect(indianNumber(1250)).toBe("1,250");
    // Written out by hand, it groups exactly as the browser's own Indian locale does.
    for (const value of [0, 7, 99, 100, 999, 1000, 1250, 12345, 100000, 125000, 1234567, 10000000, 123456789, 1000000000]) {
      expect(indianNumber(value), String(value)).toBe(value.toLocaleString("en-IN"));
    }
  });

  it("tells a Hindi text from an English one by its letters", () => {
    expect(langOfText("शाम की कक्षाएँ सोमवार से")).toBe("hi");
    expect(langOfText("Evening classes from Monday")).toBe("en");
    expect(langOfText("कक्षा 1 से 8 तक, Monday")).toBe("hi");
  });
});

describe("Hindi words agree with the noun", () => {
  it("लोगो is masculine, फ़ोटो feminine", () => {
    const photo = hi.owner.photo;
    expect(photo.chooseAnother(photo.nouns.logo)).toBe("दूसरा लोगो चुनें");
    expect(photo.current(photo.nouns.logo)).toBe("अभी का लोगो। जब तक आप दूसरा न चुनें, यही रहेगा।");
    expect(photo.chooseAnother(photo.nouns.photo)).toBe("दूसरी फ़ोटो चुनें");
  });
});
