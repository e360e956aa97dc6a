import { english, said, toApiClients, type Words } from "~/i18n/said";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { type Operation, type OperationName, rowOf } from "~/domain/operations";
import { type Applied, type OwnerOperation, runLogin, runOperation } from "~/domain/operations.server";
import { type Outcome, refusal, success } from "~/domain/outcome";
import type { UploadKind } from "~/photos/upload-kinds";
import { readUploadForm } from "~/photos/uploads.server";
import { PRIVATE_NO_STORE } from "./cache-headers";
import { ownerFromBearer, type OwnerSession } from "./session.server";

// The documented JSON API of the original backend (docs/api.md): every call is a resource route
// of a line or two that names its operation, or what it reads.

// The original backend's answer shape, which its clients read as response.data.data.
export const API_PUBLIC_CACHE = "public, max-age=30, stale-while-revalidate=300";

function apiSuccess(data: unknown, message = "Success", cacheControl = PRIVATE_NO_STORE): Response {
  return Response.json({ statusCode: 200, data, message, success: true }, { status: 200, headers: { "Cache-Control": cacheControl } });
}

export function apiRefusal(status: number, message: string, headers: HeadersInit = {}): Response {
  const all = new Headers(headers);
  all.set("Cache-Control", PRIVATE_NO_STORE);
  return Response.json({ statusCode: status, message, success: false }, { status, headers: all });
}

type Method = "GET" | "POST" | "PUT" | "DELETE";
type CallArgs = LoaderFunctionArgs | ActionFunctionArgs;
type Access = "anyone" | "owner";

/**
 * What every call shares, as the one handler a route exports as its loader and its action: its method (405 with Allow for any other), the bearer check of an
 * owner's call (401), the envelope, and for anything that goes wrong on our side the catalogue's
 * fault text, never its details.
 */
function call<T>(
  spec: { method: Method; access: Access; fault: Words; success: string; cacheControl?: string },
  run: (args: CallArgs, session: OwnerSession | null) => Promise<Outcome<T>>,
) {
  const answer = async (args: CallArgs) => {
    const { request } = args;
    const allowed = spec.method === "GET" ? ["GET", "HEAD"] : [spec.method];
    if (!allowed.includes(request.method)) return apiRefusal(405, "Method Not Allowed", { Allow: allowed.join(", ") });
    const where = `API ${spec.method} ${new URL(request.url).pathname}`;
    try {
      const session = spec.access === "owner" ? await ownerFromBearer(request) : null;
      if (spec.access === "owner" && !session) return apiRefusal(401, english(said.unauthorised));
      const outcome = await run(args, session);
      if (outcome.ok) return apiSuccess(outcome.value, spec.success, spec.cacheControl ?? PRIVATE_NO_STORE);
      if (outcome.status < 500) return apiRefusal(outcome.status, english(outcome.message));
      console.error(`${where} failed: ${outcome.detail ?? english(outcome.message)}`);
    } catch (error) {
      console.error(`${where} failed:`, error);
    }
    return apiRefusal(500, english(spec.fault));
  };
  return answer;
}

/** A read: a list or a record, for anyone (public lists may be cached briefly) or for the owner. */
function apiRead(access: Access, read: (args: CallArgs) => Promise<Outcome<unknown>>, cacheControl?: string) {
  return call({ method: "GET", access, fault: said.serverError, success: "Success", ...(cacheControl ? { cacheControl } : {}) }, read);
}

/** Every record of a list, each as the API presents it. */
export function apiList<R>(access: Access, list: () => Promise<R[]>, present: (record: R) => unknown, cacheControl?: string) {
  return apiRead(access, async () => success((await list()).map(present)), cacheControl);
}

/** The owner's read of one record by the `id` in the path; 404 when it is not there. */
export function apiFind<R>(find: (id: string) => Promise<R | null>, present: (record: R) => unknown) {
  return apiRead("owner", async ({ params }) => {
    const record = await find(params.id ?? "");
    return record ? success(present(record)) : refusal(404, said.notFound);
  });
}

type AppliedBy<N extends OperationName> = N extends OwnerOperation
  ? Applied<N>
  : N extends "login"
    ? Awaited<ReturnType<typeof runLogin>> extends Outcome<infer T>
      ? T
      : never
    : never;

/**
 * An operation of the table run as a call: its input from the JSON body (a multipart form when
 * the row takes a photo), and the `_id` from the path where the call puts it there; the row's
 * schema and texts; then its apply function. `present` shapes what the answer's data is.
 */
export function apiOperation<N extends OperationName>(
  name: N,
  { method, idInPath = false, present }: { method: Exclude<Method, "GET">; idInPath?: boolean; present?: (value: AppliedBy<N>) => unknown },
) {
  const row = rowOf(name);
  const access: Access = name === "login" ? "anyone" : "owner";
  return call({ method, access, fault: row.texts.fault, success: row.texts.apiSuccess ?? "Success" }, async ({ request, params, context }, session) => {
    const { upload }: Operation = row;
    const sent = await readSent(request, upload?.kind ?? null);
    if (!sent.ok) return sent;
    try {
      const fields = sent.value.fields;
      const withId = idInPath && typeof fields === "object" && fields !== null ? { ...fields, _id: params.id } : fields;
      const from = { address: context.clientAddress, device: null };
      const applied = session
        ? await runOperation(name as OwnerOperation, withId, { ...session, from, filePath: sent.value.filePath })
        : await runLogin(withId, () => from);
      if (!applied.ok) return applied;
      return success(present ? present(applied.value as AppliedBy<N>) : null);
    } finally {
      await sent.value.discard();
    }
  });
}

type Sent = { fields: unknown; filePath: string | null; discard: () => Promise<void> };

/** What a call sent: a JSON (or urlencoded) body, or a multipart form with a file. */
async function readSent(request: Request, upload: UploadKind | null): Promise<Outcome<Sent>> {
  if (upload) {
    const form = await readUploadForm(request, upload);
    return form.ok ? success(form.value) : form;
  }
  const body = await readJsonBody(request);
  return body.ok ? success({ fields: body.value, filePath: null, discard: async () => undefined }) : body;
}

const JSON_BODY_LIMIT_BYTES = 1024 * 1024;

/** The body of a JSON call (or a urlencoded form, which some clients send), at most 1 MB. */
async function readJsonBody(request: Request): Promise<Outcome<unknown>> {
  const text = await readTextUpTo(request, JSON_BODY_LIMIT_BYTES);
  if (text === null) return refusal(413, said.requestTooLarge);
  if (text.trim() === "") return success({});
  const type = (request.headers.get("Content-Type") ?? "").toLowerCase();
  if (type.startsWith("application/x-www-form-urlencoded")) return success(Object.fromEntries(new URLSearchParams(text)));
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return refusal(400, said.bodyNotJson);
  }
  const unreadable = unreadableJson(body);
  return unreadable ? refusal(400, toApiClients(unreadable)) : success(body);
}

/** How deep a call's JSON may nest: every call takes a flat object, so this is generous. */
const JSON_DEPTH_LIMIT = 32;

/**
 * Why a parsed body cannot be taken, or null: nested deeper than any call reads, or holding half
 * of a surrogate pair ("\\ud800", which JSON can spell and no database or hash can store). It
 * walks with a list, not by recursion, so no body can exhaust the stack.
 */
function unreadableJson(body: unknown): string | null {
  const waiting: { value: unknown; depth: number }[] = [{ value: body, depth: 0 }];
  for (let next = waiting.pop(); next; next = waiting.pop()) {
    const { value, depth } = next;
    if (typeof value === "string" && !value.isWellFormed()) return "The request body holds text that is not valid Unicode.";
    if (typeof value !== "object" || value === null) continue;
    if (depth >= JSON_DEPTH_LIMIT) return `The request body is nested too deeply: at most ${JSON_DEPTH_LIMIT} levels.`;
    for (const [key, item] of Object.entries(value)) {
      if (!key.isWellFormed()) return "The request body holds text that is not valid Unicode.";
      waiting.push({ value: item, depth: depth + 1 });
    }
  }
  return null;
}

// The server caps every body before the app reads it; this cap holds however the app is served.
async function readTextUpTo(request: Request, limit: number): Promise<string | null> {
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}
