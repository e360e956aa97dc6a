import { describe, expect, it } from "vitest";
import { mergedWithMeanwhile, shownMark } from "./changed-meanwhile";

// The trust's bank details, as a form opened in the morning showed them.
const MORNING = { accountNumber: "12345678901", upiId: "asha@sbi", bankBranch: "SBI, Mau", phone: "" };
const NAMES = Object.keys(MORNING);
const mark = shownMark(MORNING, NAMES);

describe("a form's save when the record was changed while it was open", () => {
  it("takes only what she changed, and keeps what was saved meanwhile", () => {
    const sent = { ...MORNING, phone: "9876543210" };
    const now = { ...MORNING, upiId: "ashatrust@sbi" };
    const merged = mergedWithMeanwhile(sent, mark, now);
    expect(merged.values).toEqual({ upiId: "ashatrust@sbi" });
    expect(merged.bothChanged).toEqual([]);
    expect({ ...sent, ...merged.values }).toEqual({ ...MORNING, phone: "9876543210", upiId: "ashatrust@sbi" });
  });

  it("names a field changed in both places, differently, and takes hers when she saves again", () => {
    const sent = { ...MORNING, upiId: "asha.trust@okaxis" };
    const now = { ...MORNING, upiId: "ashatrust@sbi", bankBranch: "SBI, Ghazipur" };
    const first = mergedWithMeanwhile(sent, mark, now);
    expect(first.bothChanged).toEqual(["upiId"]);
    expect(first.values).toEqual({ bankBranch: "SBI, Ghazipur" });

    // Without JavaScript the page comes back filled with what the first save would have written.
    const again = mergedWithMeanwhile({ ...sent, ...first.values }, first.mark, now);
    expect(again.bothChanged).toEqual([]);
    expect({ ...sent, ...first.values, ...again.values }).toEqual({ ...MORNING, upiId: "asha.trust@okaxis", bankBranch: "SBI, Ghazipur" });
    // With JavaScript the form keeps the branch it showed in the morning; the branch saved meanwhile still stays.
    expect(mergedWithMeanwhile(sent, first.mark, now).values).toEqual({ bankBranch: "SBI, Ghazipur" });
  });

  it("sees no change in the same words written in both places, or in a text area's line breaks", () => {
    const notice = { update: "Camp on Sunday\nBring your card" };
    const shown = shownMark(notice, ["update"]);
    expect(mergedWithMeanwhile({ update: "Camp on Sunday\r\nBring your card" }, shown, notice)).toEqual({ values: {}, bothChanged: [], mark: shown });
    const both = { update: "Camp on Monday" };
    expect(mergedWithMeanwhile(both, shown, both).bothChanged).toEqual([]);
  });

  it("lets a form go as sent when nothing was saved meanwhile, and reads nothing from a mark it cannot read", () => {
    const sent = { ...MORNING, accountNumber: "99999999999" };
    expect(mergedWithMeanwhile(sent, mark, MORNING).values).toEqual({});
    expect(mergedWithMeanwhile(sent, "upiId,:x,a:b:c", { upiId: "other@sbi" })).toEqual({ values: {}, bothChanged: [], mark: "" });
    // A mark changed by hand names a field the record does not have, such as the id the address fixes.
    expect(mergedWithMeanwhile({ ...sent, _id: "abc" }, `${mark},_id:0`, MORNING)).toEqual({ values: {}, bothChanged: [], mark });
  });
});
