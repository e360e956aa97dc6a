import type { Owner } from "@prisma/client";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import type { z } from "zod";
import { ownerInputs, readOwnerInput } from "~/models/owner-input";
import { apiFailure, apiSuccess } from "./api-envelope.server";
import { PRIVATE_NO_STORE } from "./http-cache";
import { BODY_TOO_LARGE, faultMessage, UNAUTHORISED, type OwnerAction } from "./messages";
import { refusal, success, type Outcome } from "./outcome";
import { ownerFromBearer } from "./session.server";

const JSON_BODY_LIMIT_BYTES = 1024 * 1024;
// A body a little too large is read to its end and dropped, so the client hears the 413
// instead of a reset connection; a body far too large is cut off at once.
const DRAIN_LIMIT_BYTES = 8 * 1024 * 1024;

type Call<Session> = {
  request: Request;
  params: LoaderFunctionArgs["params"];
  address: string;
  /** The owner and the bearer token of a bearer call. */
  session: Session;
};

type OwnerSession = { owner: Owner; token: string };

type ApiCallSpec = {
  method: "GET" | "POST" | "PUT" | "DELETE";
  /** Which row of the error catalogue this call answers with. */
  catalogue: OwnerAction;
  /** Public lists may be cached briefly; everything else is no-store. */
  cacheControl?: string;
  successMessage?: string;
} & (
  | { auth: "public"; run: (call: Call<null>) => Promise<Outcome<unknown>> }
  | { auth: "bearer"; run: (call: Call<OwnerSession>) => Promise<Outcome<unknown>> }
);

/**
 * One call of the documented JSON API (SPEC section 7) as a Remix resource route: the method
 * (405 with Allow for any other), the bearer check (401), the envelope, and for anything that
 * goes wrong on our side the catalogue's 500 text without details.
 */
export function apiCall(spec: ApiCallSpec) {
  const answer = async ({ request, params, context }: LoaderFunctionArgs | ActionFunctionArgs) => {
    const allowed = spec.method === "GET" ? ["GET", "HEAD"] : [spec.method];
    if (!allowed.includes(request.method)) return apiFailure(405, "Method Not Allowed", { Allow: allowed.join(", ") });
    try {
      const address = context.clientAddress;
      let outcome: Outcome<unknown>;
      if (spec.auth === "bearer") {
        const session = await ownerFromBearer(request);
        if (!session) return apiFailure(401, UNAUTHORISED);
        outcome = await spec.run({ request, params, address, session });
      } else {
        outcome = await spec.run({ request, params, address, session: null });
      }
      if (!outcome.ok && outcome.status >= 500) {
        console.error(`API ${spec.method} ${new URL(request.url).pathname} failed: ${outcome.message}`);
        return apiFailure(outcome.status, faultMessage(spec.catalogue));
      }
      if (!outcome.ok) return apiFailure(outcome.status, outcome.message);
      return apiSuccess(outcome.value, spec.successMessage ?? "Success", spec.cacheControl ?? PRIVATE_NO_STORE);
    } catch (error) {
      console.error(`API ${spec.method} ${new URL(request.url).pathname} failed:`, error);
      return apiFailure(500, faultMessage(spec.catalogue));
    }
  };
  return { loader: answer, action: answer };
}

/** The body of a JSON call (or a urlencoded form, which some clients send), at most 1 MB. */
export async function readJsonBody(request: Request): Promise<Outcome<unknown>> {
  if (Number(request.headers.get("Content-Length") ?? "0") > DRAIN_LIMIT_BYTES) return refusal(413, BODY_TOO_LARGE);
  const text = await readTextUpTo(request, JSON_BODY_LIMIT_BYTES);
  if (text === null) return refusal(413, BODY_TOO_LARGE);
  if (text.trim() === "") return success({});
  const type = (request.headers.get("Content-Type") ?? "").toLowerCase();
  if (type.startsWith("application/x-www-form-urlencoded")) return success(Object.fromEntries(new URLSearchParams(text)));
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return refusal(400, "The request body is not valid JSON.");
  }
  if (holdsBrokenText(body)) return refusal(400, "The request body holds text that is not valid Unicode.");
  return success(body);
}

/** JSON can spell half of a surrogate pair ("\\ud800"), which no database or hash can store. */
function holdsBrokenText(value: unknown): boolean {
  if (typeof value === "string") return !value.isWellFormed();
  if (typeof value !== "object" || value === null) return false;
  return Object.entries(value).some(([key, item]) => !key.isWellFormed() || holdsBrokenText(item));
}

async function readTextUpTo(request: Request, limit: number): Promise<string | null> {
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > DRAIN_LIMIT_BYTES) {
      await reader.cancel();
      return null;
    }
    if (size <= limit) chunks.push(value);
  }
  return size > limit ? null : Buffer.concat(chunks).toString("utf8");
}

/** Reads the JSON body, then runs `next` with it; a bad body is the answer itself. */
export async function withBody<T>(request: Request, next: (body: unknown) => Promise<Outcome<T>>): Promise<Outcome<T>> {
  const body = await readJsonBody(request);
  return body.ok ? next(body.value) : body;
}

type InputAction = keyof typeof ownerInputs;

/**
 * A bearer call that writes from a JSON body: read the body, check it with the owner form's
 * own rules for `catalogue`, apply it, and present the result (null when nothing is sent back).
 */
export function apiWrite<A extends InputAction, T>(spec: {
  method: "POST" | "PUT" | "DELETE";
  catalogue: A;
  successMessage: string;
  apply: (input: z.infer<(typeof ownerInputs)[A]>) => Promise<Outcome<T>>;
  present?: (value: T) => unknown;
}) {
  return apiCall({
    method: spec.method,
    catalogue: spec.catalogue,
    auth: "bearer",
    successMessage: spec.successMessage,
    run: ({ request }) =>
      withBody(request, async (body) => {
        const input = readOwnerInput(spec.catalogue, body);
        if (!input.ok) return input;
        const result = await spec.apply(input.value);
        if (!result.ok) return result;
        return success(spec.present ? spec.present(result.value) : null);
      }),
  });
}
