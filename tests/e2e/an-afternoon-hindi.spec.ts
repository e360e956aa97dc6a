import { test } from "../support/fixtures";
import { PHONE, spendTheAfternoon } from "../support/afternoon";

// The secretary's afternoon (tests/support/afternoon.ts), with the owner's area in Hindi and JavaScript on, uploads at 200 kbps, on an empty site of its own.
test.use({ ...PHONE, demoContent: false, siteOf: "an afternoon in Hindi" });

test("the secretary makes an empty site the trust's own, alone, on a phone", async ({ page }) => {
  test.setTimeout(600_000);
  await spendTheAfternoon(page, { lang: "hi", javaScript: true, upKbps: 200 });
});
