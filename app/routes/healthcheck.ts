import { databaseAnswers } from "~/site/db.server";
import { readsOnly } from "~/http/refusal-page";

// For Docker's HEALTHCHECK and a load balancer: 200 once the database answers, 503 otherwise.
export async function loader() {
  const healthy = await databaseAnswers();
  return new Response(healthy ? "ok" : "database unavailable", {
    status: healthy ? 200 : 503,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}

export const action = readsOnly;
