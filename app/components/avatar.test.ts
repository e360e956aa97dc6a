import { describe, expect, it } from "vitest";
import { initialsOf } from "./avatar";

describe("a team member's initials", () => {
  it("come from the first two words, in the name's own script", () => {
    expect(initialsOf("Geeta Kumari")).toBe("GK");
    expect(initialsOf("ramesh")).toBe("R");
    expect(initialsOf("रामप्रसाद यादव")).toBe("रय");
    expect(initialsOf("श्रीमती सुनीता देवी")).toBe("शस");
    expect(initialsOf("ज़ाकिर हुसैन")).toBe("ज़ह");
    expect(initialsOf("Dr. अनीता")).toBe("Dअ");
  });
});
