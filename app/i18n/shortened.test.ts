import { describe, expect, it } from "vitest";
import { shortened } from "./shortened";

const letters = (text: string) => [...new Intl.Segmenter(undefined, { granularity: "grapheme" }).segment(text)].length;

/** A cut that keeps whole words: a prefix of the text that stops where a space follows. */
function expectWholeWords(text: string, most: number) {
  const cut = shortened(text, most);
  const kept = cut.slice(0, -1);
  expect(cut.endsWith("…")).toBe(true);
  expect(text.startsWith(kept)).toBe(true);
  expect(text[kept.length]).toBe(" ");
  expect(letters(cut)).toBeLessThanOrEqual(most);
  return kept;
}

describe("a shortened text", () => {
  it("is whole when it fits, counted in letters as a reader sees them", () => {
    expect(shortened("कार्यक्रम", 9)).toBe("कार्यक्रम");
    expect(shortened("Eye camp", 8)).toBe("Eye camp");
  });

  it("ends on a whole word in English and in Hindi, its conjuncts and vowel signs intact", () => {
    expect(shortened("Blankets handed out to forty families in Mau", 20)).toBe("Blankets handed out…");
    const hindi = "ब्लॉक स्तर पर कार्यक्रम की तैयारी शुरू हुई और गाँव के सब लोग आए";
    for (const most of [6, 10, 16, 22]) {
      const kept = expectWholeWords(hindi, most);
      // Never a bare half-letter or a vowel sign left without its letter.
      expect(kept).not.toMatch(/[\u094D]$/u);
    }
  });

  it("cuts one word longer than the room after a whole syllable, never inside one", () => {
    const word = "प्रधानमंत्रीग्रामसड़कयोजना";
    const cut = shortened(word, 6);
    const kept = cut.slice(0, -1);
    expect(cut.endsWith("…")).toBe(true);
    expect(word.startsWith(kept)).toBe(true);
    expect(kept).not.toMatch(/\u094D$/u);
    // What follows the cut begins a new syllable: no vowel sign or virama is torn from its letter.
    expect(word.slice(kept.length)).not.toMatch(/^[\u093E-\u094D\u0900-\u0903]/u);
    expect(letters(cut)).toBeLessThanOrEqual(6);
  });
});
