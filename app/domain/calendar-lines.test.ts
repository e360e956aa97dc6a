import { createEvent } from "ics";
import { describe, expect, it } from "vitest";
import { foldedByOctets } from "./calendar-lines";

const hindiDescription = "मुफ़्त नेत्र शिविर: गाँव के हर बुज़ुर्ग की आँखों की जाँच होगी, और ज़रूरत हो तो चश्मा भी मुफ़्त मिलेगा। 😊 सब आएँ।";

function calendarOf(description: string): string {
  const made = createEvent({ title: "नेत्र शिविर", description, start: [2099, 12, 5], end: [2099, 12, 6], productId: "trust-site", uid: "a@example.org" });
  if (!made.value) throw made.error;
  return made.value;
}

/** A calendar file's lines joined again, as a calendar app reads them. */
function unfolded(calendar: string): string[] {
  return calendar.replace(/\r\n[ \t]/g, "").split("\r\n");
}

describe("a calendar file folded by octets", () => {
  it("keeps every line of a Hindi description within 75 octets", () => {
    const calendar = calendarOf(hindiDescription);
    const longest = Math.max(...calendar.split("\r\n").map((line) => Buffer.byteLength(line)));
    expect(longest).toBeGreaterThan(75);

    const folded = foldedByOctets(calendar);
    for (const line of folded.split("\r\n")) expect(Buffer.byteLength(line), line).toBeLessThanOrEqual(75);
  });

  it("reads back as the same lines, with no character cut in two", () => {
    const calendar = calendarOf(hindiDescription);
    const folded = foldedByOctets(calendar);
    expect(unfolded(folded)).toEqual(unfolded(calendar));
    // A calendar file writes a comma as "\\,".
    expect(unfolded(folded)).toContain(`DESCRIPTION:${hindiDescription.replaceAll(",", "\\,")}`);
    expect(folded).not.toContain("\uFFFD");
    expect(Buffer.from(folded, "utf8").toString("utf8")).toBe(folded);
  });

  it("leaves short lines as they are", () => {
    const calendar = calendarOf("Bring your old glasses.");
    expect(foldedByOctets(calendar)).toBe(calendar);
  });
});
