import { describe, expect, it } from "vitest";
import { initialsOf } from "./avatar";

describe("a team member's initials", () => {
  it("come from the first two words, in the name's own script", () => {
    const initials = { "Geeta Kumari": "GK", ramesh: "R", "रामप्रसाद यादव": "रय", "श्रीमती सुनीता देवी": "शस", "ज़ाकिर हुसैन": "ज़ह", "Dr. अनीता": "Dअ" };
    for (const [name, initial] of Object.entries(initials)) expect(initialsOf(name), name).toBe(initial);
  });
});
