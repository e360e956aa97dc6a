import { describe, expect, it } from "vitest";
import { type OperationName, rowOf } from "./operations";
import { everyGoodInput, goodInputs } from "../../tests/support/good-inputs";
import { english } from "~/i18n/said";
import { categoryKey, readInput, youtubeIdOf } from "./rules";

// What a row answers, as the JSON API says it (in English).
const check = (name: OperationName, input: unknown) => {
  const read = readInput(rowOf(name).input, rowOf(name).texts.missing, input);
  return read.ok ? read : { ...read, message: english(read.message) };
};

describe("every operation of the owner's table", () => {
  it("has a good input for every row of one id, of Move up/down, of no fields, and for the rows listed", () => {
    expect(everyGoodInput.length).toBeGreaterThanOrEqual(Object.keys(goodInputs).length);
    expect(everyGoodInput.map(([name]) => name)).toEqual(expect.arrayContaining(["deleteFaq", "moveVideo", "removeLogo", "restoreFromBin"]));
  });

  for (const [name, good] of everyGoodInput) {
    it(`${name}: takes a good input, and answers each missing field with the catalogue's text`, () => {
      expect(check(name, good).ok).toBe(true);
      for (const field of Object.keys(good)) {
        const without = Object.fromEntries(Object.entries(good).filter(([name]) => name !== field));
        expect(check(name, without), `${name} without ${field}`).toEqual({ ok: false, status: 400, message: rowOf(name).texts.missing.en });
        expect(check(name, { ...good, [field]: "" }), `${name} with a blank ${field}`).toEqual({
          ok: false,
          status: 400,
          message: rowOf(name).texts.missing.en,
        });
      }
    });
  }

  it("keeps the catalogue's own spellings", () => {
    expect(rowOf("updateWorkCounter").texts.missing.en).toBe("Reuired Fields");
    expect(rowOf("deleteWorkCounter").texts.missing.en).toBe("Data Missing");
    expect(rowOf("updateNotice").texts.missing.en).toBe("Required Params");
    expect(rowOf("addWorkCounter").texts.conflict.en).toBe("This Section is Already Added");
  });

  it("reads a checkbox as ticked only when it was sent", () => {
    const member = { _id: "abc123", name: "Sunita Devi", role: "Secretary" };
    expect(check("updateTeamMember", { ...member, removePhoto: "on" })).toMatchObject({ ok: true, value: { removePhoto: true } });
    expect(check("updateTeamMember", member)).toMatchObject({ ok: true, value: { removePhoto: false } });
  });

  it("refuses a body that is not an object, and names a wrong field", () => {
    expect(check("addNotice", ["update"])).toEqual({ ok: false, status: 400, message: "The request body must be a JSON object or a form." });
    expect(check("addNotice", { update: "x".repeat(2001) })).toEqual({ ok: false, status: 400, message: "update may be at most 2,000 characters" });
    expect(check("updateNotice", { _id: "../etc/passwd", update: "x" })).toEqual({ ok: false, status: 400, message: "_id is not a valid id" });
    expect(check("changePassword", { userid: "t", oldPassword: "o", newPassword: "short" })).toEqual({
      ok: false,
      status: 400,
      message: "newPassword must be at least 8 characters",
    });
  });
});

describe("what the owner types", () => {
  it("treats text of only blanks or invisible characters as missing", () => {
    for (const update of ["   ", "\u200b\u200c\u200d", "\u00a0\u2060\ufeff", "\u3000\n\t", "\u200e\u200f"]) {
      expect(check("addNotice", { update }), JSON.stringify(update)).toEqual({ ok: false, status: 400, message: "Required Fields" });
    }
    expect(check("addNotice", { update: "\u200bSchool opens\u200b" }).ok).toBe(true);
    expect(check("addNotice", { update: "  विद्यालय खुला  " })).toEqual({ ok: true, value: { update: "विद्यालय खुला" } });
  });

  it("takes a text in English, in Hindi or in both, and keeps a Hindi an API client left out", () => {
    expect(check("addNotice", { update: "", updateHi: "विद्यालय खुला" })).toEqual({ ok: true, value: { update: null, updateHi: "विद्यालय खुला" } });
    expect(check("addNotice", { update: " ", updateHi: " " })).toEqual({ ok: false, status: 400, message: "Required Fields" });
    expect(check("updateNotice", { _id: "abc123", update: "School opens" })).toMatchObject({ ok: true, value: { update: "School opens" } });
    expect(check("updateNotice", { _id: "abc123", update: "School opens" })).not.toHaveProperty("value.updateHi", null);
    expect(check("addFaq", { question: "Is it free?", answer: "", answerHi: "हाँ।" }).ok).toBe(true);
    expect(check("addFaq", { question: "Is it free?", answer: "" })).toEqual({ ok: false, status: 400, message: "Required Fields" });
  });

  it("reads a count as decimal digits only", () => {
    expect(check("addWorkCounter", { category: "Charity", count: " 1250 " })).toEqual({ ok: true, value: { category: "Charity", count: 1250 } });
    for (const count of ["0x10", "1e3", "0b101", "12.5", "-4", "+4", "1 000", "١٢"]) {
      const read = check("addWorkCounter", { category: "Charity", count });
      expect(read.ok, count).toBe(false);
      expect(read.ok ? 0 : read.status, count).toBe(400);
    }
    expect(check("addWorkCounter", { category: "Charity", count: -1 })).toEqual({ ok: false, status: 400, message: "count may not be negative" });
  });

  it("folds a category the way people read it", () => {
    const key = categoryKey("Charity");
    for (const twin of ["charity", " CHARITY ", "Charity\u200b", "\uff23harity"]) expect(categoryKey(twin), twin).toBe(key);
    expect(categoryKey("Divyang\u00a0Support")).toBe(categoryKey("divyang  support"));
    expect(categoryKey("Cafe\u0301")).toBe(categoryKey("Café"));
    expect(categoryKey("Charity")).not.toBe(categoryKey("Charities"));
  });
});

describe("a YouTube link as the owner pastes it", () => {
  it("gives the video's id from every form YouTube shares", () => {
    for (const link of [
      "https://www.youtube.com/watch?v=Abc_def-123",
      "https://youtube.com/watch?v=Abc_def-123&t=42s",
      "https://m.youtube.com/watch?v=Abc_def-123",
      "https://youtu.be/Abc_def-123?si=share",
      "https://www.youtube.com/shorts/Abc_def-123",
      "https://www.youtube.com/embed/Abc_def-123",
      " https://youtu.be/Abc_def-123 ",
    ]) {
      expect(youtubeIdOf(link), link).toBe("Abc_def-123");
    }
  });

  it("refuses any other address, or an id of the wrong shape", () => {
    for (const link of ["https://evil.example/watch?v=Abc_def-123", "https://youtu.be/short", "not a link", "https://www.youtube.com/@channel"]) {
      expect(youtubeIdOf(link), link).toBeNull();
    }
  });
});
