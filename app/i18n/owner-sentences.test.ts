import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import { describe, expect, it } from "vitest";
import { everyRow } from "~/domain/operations";
import { hasHindi, sayToOwner, type OwnHindi } from "./owner-sentences";

// Whatever the server can say to an owner's form has its Hindi: a sentence added in English
// without it fails here, before an owner in Hindi meets it.

const latinWords = (sentence: string) =>
  // Examples and codes stay as they are written (https://…, yourtrust@sbi, PDF, 2024-25).
  sentence
    .replace(/\S*[/@.]\S*|'[^']*'/g, "")
    .match(/\b[A-Za-z][a-z]+\b/g)
    ?.filter((word) => !/^(JPEG|PNG|WebP|AVIF|HEIC|PDF|UPI|QR|YouTube|MB|https)$/.test(word)) ?? [];

function shapeOf(schema: z.ZodTypeAny): z.ZodRawShape {
  const inner = schema instanceof z.ZodEffects ? schema.innerType() : schema;
  return inner instanceof z.ZodObject ? inner.shape : {};
}

/** Every message a row's schema gives for a field sent wrong, the way a form sends it (as text), with the row's own Hindi. */
function ruleMessages(): Map<string, OwnHindi | undefined> {
  const wrong = ["x".repeat(200_000), "not valid !", "-5", "1.5", "0x10", "2027-02-30", "20270230", "abc"];
  const messages = new Map<string, OwnHindi | undefined>();
  for (const row of Object.values(everyRow())) {
    const schema: z.ZodTypeAny = row.input;
    for (const field of Object.keys(shapeOf(schema))) {
      for (const value of wrong) {
        const parsed = schema.safeParse({ [field]: value });
        for (const issue of parsed.success ? [] : parsed.error.issues) {
          if (issue.path[0] === field && !(issue.code === "custom" && issue.params?.missing)) messages.set(issue.message, row.hindi);
        }
      }
    }
  }
  return messages;
}

/** The sentences the domain, the kinds, the uploads and the owner's forms refuse with, as written in their source. */
function refusalSentences(): Set<string> {
  const folders = ["app/domain", "app/kinds", "app/photos", "app/http/owner-forms.server.ts"];
  const files = folders.flatMap((folder) =>
    fs.statSync(folder).isDirectory() ? fs.readdirSync(folder, { recursive: true, encoding: "utf8" }).map((name) => path.join(folder, name)) : [folder],
  );
  const sentences = new Set<string>();
  for (const file of files.filter((name) => /\.(ts|mjs)$/.test(name) && !name.includes(".test."))) {
    const source = fs.readFileSync(file, "utf8");
    for (const match of source.matchAll(/(?:refusal\(\d{3}, |Rejected\(|const [A-Z_]+ = |tooLarge: )"([A-Z][^"]+)"/g)) sentences.add(match[1] ?? "");
  }
  return sentences;
}

describe("the Hindi of what the server says to the owner", () => {
  it("covers every text of the operations table a form shows", () => {
    const texts = Object.values(everyRow()).flatMap((row) =>
      Object.entries(row.texts)
        .filter(([kind, text]) => kind !== "apiSuccess" && text)
        .map(([, text]) => ({ text: text as string, own: row.hindi })),
    );
    expect(texts.length).toBeGreaterThan(60);
    expect(texts.filter(({ text, own }) => !hasHindi(text, own)).map(({ text }) => text)).toEqual([]);
  });

  it("covers every refusal the domain, the kinds, the uploads and the forms write", () => {
    // A kind's refusals have their Hindi among its rows' own.
    const kindsOwn = Object.values(everyRow()).map((row) => row.hindi);
    const sentences = [...refusalSentences()];
    expect(sentences.length).toBeGreaterThan(15);
    expect(sentences.filter((sentence) => !hasHindi(sentence) && !kindsOwn.some((own) => hasHindi(sentence, own)))).toEqual([]);
  });

  it("names the field of every rule a field can break, in Hindi words", () => {
    const messages = [...ruleMessages()];
    expect(messages.length).toBeGreaterThan(40);
    expect(messages.filter(([message, own]) => !hasHindi(message, own)).map(([message]) => message)).toEqual([]);
    expect(messages.map(([message, own]) => sayToOwner("hi", message, own)).filter((hindi) => latinWords(hindi).length > 0)).toEqual([]);
  });

  it("leaves English as it was written, byte for byte", () => {
    expect(sayToOwner("en", "updateHi may be at most 2,000 characters")).toBe("updateHi may be at most 2,000 characters");
    expect(sayToOwner("hi", "updateHi may be at most 2,000 characters")).toBe("सूचना (हिंदी): ज़्यादा से ज़्यादा 2,000 अक्षर लिखें।");
  });
});
