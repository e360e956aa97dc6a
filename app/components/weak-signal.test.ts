import fs from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";

// Every owner page hydrates, so each of its forms posts with JavaScript: a route that takes a post
// and lacks the client action would show Remix's error page, and lose what she wrote, when the
// signal drops on the way. Logout is posted from the owner's menu, so it is one of them.
it("gives every owner route that takes a post the client action that keeps a form when the signal drops", () => {
  const routes = fs.readdirSync("app/routes").filter((file) => file.startsWith("_owner") || file === "logout.tsx");
  const takesPosts = routes.filter((file) =>
    /export ((async )?function action\b|const action\b|\{[^}]*\bas action\b)/.test(fs.readFileSync(path.join("app/routes", file), "utf8")),
  );
  expect(takesPosts.length).toBeGreaterThanOrEqual(41);
  const without = takesPosts.filter((file) => !fs.readFileSync(path.join("app/routes", file), "utf8").includes("postOnWeakSignal as clientAction"));
  expect(without).toEqual([]);
});
