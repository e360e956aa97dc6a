import { test } from "../support/fixtures";
import { PHONE, spendTheAfternoon } from "../support/afternoon";

// The secretary's afternoon (tests/support/afternoon.ts), in English with JavaScript off, on an empty site of its own.
test.use({ ...PHONE, javaScriptEnabled: false, demoContent: false, siteOf: "an afternoon without JavaScript" });

test("the secretary makes an empty site the trust's own, alone, on a phone", async ({ page }) => {
  test.setTimeout(600_000);
  await spendTheAfternoon(page, { lang: "en", javaScript: false, upKbps: 0 });
});
