import { describe, expect, it } from "vitest";
import { linkedParts } from "./linked-text";

describe("links in a notice", () => {
  it("makes web addresses and Indian phone numbers links, and leaves the rest as text", () => {
    expect(linkedParts("Camp on Monday. Details: https://trust.example.in/camp, or call +91 98765-43210.")).toEqual([
      { text: "Camp on Monday. Details: " },
      { text: "https://trust.example.in/camp", href: "https://trust.example.in/camp" },
      { text: ", or call " },
      { text: "+91 98765-43210", href: "tel:+919876543210" },
      { text: "." },
    ]);
    expect(linkedParts("Call 9876543210 now")).toEqual([{ text: "Call " }, { text: "9876543210", href: "tel:+919876543210" }, { text: " now" }]);
  });

  it("never links another scheme, a number that is no phone, or markup", () => {
    for (const text of ["javascript:alert(1)", "ftp://files.example", "Roll number 12345678901234", "Class 1 to 8, 2024-25", "<script>x</script>"]) {
      expect(linkedParts(text)).toEqual([{ text }]);
    }
  });
});
