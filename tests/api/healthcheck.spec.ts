import { expect, test } from "../support/fixtures";

test("GET /healthcheck answers 200 with a tiny body once the database answers", async ({ request }) => {
  const response = await request.get("/healthcheck");
  expect(response.status()).toBe(200);
  expect(await response.text()).toBe("ok");
  expect(response.headers()["cache-control"]).toBe("no-store");
});
