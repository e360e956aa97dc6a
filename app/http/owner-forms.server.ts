import { type Lang, textsOf } from "~/i18n/texts";
import { said, type Said, sayIn } from "~/i18n/said";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "@remix-run/node";
import { type Operation, rowOf } from "~/domain/operations";
import { type OwnerContext, type OwnerOperation, runOperation } from "~/domain/operations.server";
import { fault, type Refusal, refusal } from "~/domain/outcome";
import { mergedWithMeanwhile, SHOWN_FIELD } from "~/domain/changed-meanwhile";
import { formFields, typedBack } from "~/domain/sent-form";
import { readUploadForm } from "~/photos/uploads.server";
import { deviceOf } from "./device-cookie.server";
import { redirectWithMessage } from "./flash.server";
import { doneOnce, type DoneOnce } from "./sent-forms.server";
import { notFound, refusalPage } from "./refusal-page";
import { ownerOnlyLoader, requireOwner, requireOwnersLanguage } from "./session.server";
import { languageOf } from "~/domain/owner.server";
import { wantsJsonAnswer } from "./json-answer.server";
import { deleteName, type EditedKind, type Kind, type ListedKind, listOf, moveName } from "~/kinds/kind";
import { type FieldDeclarations, formValuesOf } from "~/kinds/fields";

/** The tables of the kinds the owner orders: each has its Move row (kinds.server.ts). */
type OrderedTable = Extract<OwnerOperation, `move${string}`> extends `move${infer Table}` ? Table : never;

/**
 * What an owner form shows after a refusal: why, and what was typed. An upload that asked for
 * its answer in JSON gets this too, with `redirectTo` where a success sends it.
 */
export type OwnerFormRefusal = { message: string; values: Record<string, string>; redirectTo?: string };

type FormOptions = {
  /** Fields the URL fixes, such as the `_id` of an edit page. */
  fixed?: Record<string, string>;
  /** A form with buttons for several intents runs only for the one it names. */
  intent?: string;
  /** Where a success goes (with the row's message), or how to find it from what was saved and sent; and any header it sets. */
  successTo?: string | ((saved: unknown, sent: Record<string, string>) => string);
  successHeaders?: HeadersInit;
  /**
   * What the form of a saved record shows, read as it is saved now: a save then keeps what was
   * changed meanwhile where she changed nothing (domain/changed-meanwhile.ts). Null once the
   * record is gone.
   */
  savedNow?: () => Promise<Record<string, string | null | undefined> | null>;
};

/** An owner's list page: what its list does (from the kind), and every row in the language of the owner's area. */
export async function ownerList<Row, View>(request: Request, kind: Kind, list: () => Promise<Row[]>, view: (row: Row, lang: Lang) => View) {
  const lang = await requireOwnersLanguage(request);
  return { list: listOf(kind, lang), rows: (await list()).map((row) => view(row, lang)) };
}

/** The id of what an operation saved, when it saved one row. */
function savedId(saved: unknown): string | null {
  return typeof saved === "object" && saved !== null && "id" in saved && typeof saved.id === "string" ? saved.id : null;
}

/**
 * Back to the list after adding or changing a row of it, with that row marked (`?saved=`) and
 * scrolled to, rather than to the owner's home and a second page load to see it. A row's own
 * button (Move up, Pin) sends the row's `_id`: she comes back to the row where it is now, not to
 * the top of a long list with the row she was moving far below.
 */
export function backToList(list: string): (saved: unknown, sent: Record<string, string>) => string {
  return (saved, sent) => {
    const id = savedId(saved) ?? sent._id;
    return id ? `${list}?saved=${encodeURIComponent(id)}#row-${id}` : list;
  };
}

/** A new row's own page, such as a gallery group's, where its photos are added. */
export function toItsPage(list: string): (saved: unknown) => string {
  return (saved) => {
    const id = savedId(saved);
    return id ? `${list}/${encodeURIComponent(id)}` : list;
  };
}

/**
 * An owner form's whole action for an operation of the table: the session; the posted fields
 * (a multipart form with its photo when the row takes one); the row's schema; its apply
 * function. Success goes to /login-home with the row's message; a refusal comes back to the
 * form with its status, message and what was typed; a fault of ours is logged and shown with
 * the row's fault text, never its details.
 */
export async function ownerForm(args: ActionFunctionArgs, name: OwnerOperation, options: FormOptions = {}) {
  const answer = await ownerFormAnswer(args, name, options);
  return wantsJsonAnswer(args.request) ? successInJson(answer) : answer;
}

async function ownerFormAnswer(args: ActionFunctionArgs, name: OwnerOperation, options: FormOptions) {
  const { request, context } = args;
  const { owner, token } = await requireOwner(request);
  const row: Operation = rowOf(name);
  const form: SentOwnerForm = { values: {}, withFile: false };
  const { values } = form;
  const from = { address: context.clientAddress, device: await deviceOf(request, owner.userid) };
  const answerTo = (saved: unknown) => (typeof options.successTo === "function" ? options.successTo(saved, values) : (options.successTo ?? "/login-home"));
  let done: DoneOnce<unknown>;
  try {
    done = await runRow(request, name, options, form, { owner, token, from }, answerTo);
  } catch (error) {
    // A thrown answer (a refusal page) is Remix's to send; anything else is a fault of ours.
    if (!(error instanceof Error)) throw error;
    console.error(`The owner's ${name} failed:`, error);
    done = { refused: fault("") };
  }
  // The owner reads what a form says in the language of the owner's area; the API's stays English.
  const say = (message: Said) => sayIn(languageOf(owner), message, row.fieldNames);
  if ("saved" in done || "repeatOf" in done) {
    const to = "saved" in done ? done.answerTo : done.repeatOf;
    return redirectWithMessage(to, row.texts.formSuccess ? say(row.texts.formSuccess) : "", new Headers(options.successHeaders));
  }
  const refused = "refused" in done ? done.refused : refusal(409, said.stillSaving);
  if (refused.status >= 500 && refused.detail) console.error(`The owner's ${name} failed: ${refused.detail}`);
  const why = say(refused.status >= 500 ? row.texts.fault : refused.message);
  // A field's refusal drops the file she chose with it: a page drawn again cannot hold it (an
  // upload with JavaScript keeps it on the form). A refusal of the file itself already says so.
  const fileDropped = form.withFile && "rule" in refused.message && !wantsJsonAnswer(request);
  const chooseAgain = fileDropped ? textsOf(languageOf(owner)).owner.form.chooseFileAgain : "";
  const message = [why, chooseAgain].filter(Boolean).join(" ");
  return data<OwnerFormRefusal>({ message, values: typedBack(values) }, { status: refused.status });
}

/** What an owner form sent: its fields, and whether a file came with them. */
type SentOwnerForm = { values: Record<string, string>; withFile: boolean };

/**
 * Reads what the form sent into `values` (a multipart form with its file when the row takes one),
 * then runs the row, once however often the same sending comes (sent-forms.server.ts).
 */
async function runRow(
  request: Request,
  name: OwnerOperation,
  { fixed = {}, intent, savedNow }: FormOptions,
  form: SentOwnerForm,
  asker: Omit<OwnerContext, "filePath">,
  answerTo: (saved: unknown) => string,
): Promise<DoneOnce<unknown>> {
  const { upload }: Operation = rowOf(name);
  const uploadForm = upload ? await readUploadForm(request, upload.kind) : null;
  if (uploadForm && !uploadForm.ok) return { refused: uploadForm };
  const sent = uploadForm?.value ?? null;
  const { values } = form;
  form.withFile = Boolean(sent?.filePath);
  try {
    Object.assign(values, sent ? sent.fields : await readFormFields(request), fixed);
    if (intent !== undefined && values.intent !== intent) return { refused: refusal(400, said.useTheButtons) };
    const save = async () => (await changedMeanwhile(values, savedNow)) ?? runOperation(name, values, { ...asker, filePath: sent?.filePath ?? null });
    return await doneOnce(values, save, answerTo);
  } finally {
    await sent?.discard();
  }
}

/** `savedNow` of a form of declared fields: the row `find` reads now, as that form shows it. */
export function savedRow(fields: FieldDeclarations, find: () => Promise<object | null>): NonNullable<FormOptions["savedNow"]> {
  return async () => {
    const row = await find();
    return row ? formValuesOf(fields, row) : null;
  };
}

/**
 * Merges a form of a saved record with what was saved since it was shown (`values` becomes what
 * the save writes); a refusal when she changed a field that was changed meanwhile too, with the
 * form then showing her words and marked so that saving it again keeps them.
 */
async function changedMeanwhile(values: Record<string, string>, savedNow: FormOptions["savedNow"]): Promise<Refusal | null> {
  const mark = values[SHOWN_FIELD];
  const now = mark && savedNow ? await savedNow() : null;
  if (!mark || !now) return null;
  const merged = mergedWithMeanwhile(values, mark, now);
  Object.assign(values, merged.values, { [SHOWN_FIELD]: merged.mark });
  const [field, ...others] = merged.bothChanged;
  return field ? refusal(409, { rule: "changedMeanwhile", field, others }) : null;
}

/**
 * The action of a page whose buttons do different things (add, delete, move up, move down):
 * the posted `intent` picks the operation; an intent the page does not know is refused. A page
 * of one record gives its id in `fixed`, from its address: a posted `_id` never overrides it.
 */
export async function ownerFormByIntent(args: ActionFunctionArgs, intents: Record<string, Intent>, fixed: FormOptions["fixed"] = {}) {
  const { owner } = await requireOwner(args.request);
  const fields = await readFormFields(args.request.clone());
  const intent = fields.intent ?? "";
  const chosen = Object.hasOwn(intents, intent) ? intents[intent] : undefined;
  if (!chosen) return data<OwnerFormRefusal>({ message: sayIn(languageOf(owner), said.useTheButtons), values: {} }, { status: 400 });
  const { operation, ...options } = chosen;
  return ownerForm(args, operation, { intent, fixed, ...options });
}

/** What a button's intent runs: its operation, where a success goes, and for a form of a saved record what it shows now. */
type Intent = { operation: OwnerOperation } & Pick<FormOptions, "successTo" | "savedNow">;

/**
 * What an ordered list's add form and buttons run, beside its Delete, Move up and Move down, by
 * intent: `rowButtons`, a row's own (a story's Show on the home page); `pageForms`, another form
 * of the page (a gallery group's Rename).
 */
type ListOperations = {
  add?: OwnerOperation;
  addedTo?: "itsPage";
  rowButtons?: Record<string, OwnerOperation>;
  pageForms?: Record<string, OwnerOperation | Omit<Intent, "successTo">>;
};

/**
 * The action of a list the owner orders and adds to: every button stays on the list. A new row,
 * or one a row's button changed, is marked there and scrolled to; or (`addedTo`) a new row's own
 * page opens, where it takes more (a gallery group's photos). A Delete or a page's form comes
 * back to the top, where its message is.
 */
export function orderedListAction(args: ActionFunctionArgs, kind: { table: OrderedTable }, names: ListOperations = {}) {
  const list = new URL(args.request.url).pathname;
  const move = moveName(kind);
  const going = (operations: ListOperations["pageForms"] = {}, successTo: FormOptions["successTo"]) =>
    Object.fromEntries(
      Object.entries(operations).map(([intent, named]) => [intent, { ...(typeof named === "string" ? { operation: named } : named), successTo }]),
    );
  return ownerFormByIntent(args, {
    ...(names.add ? { add: { operation: names.add, successTo: names.addedTo === "itsPage" ? toItsPage(list) : backToList(list) } } : {}),
    delete: { operation: deleteName(kind), successTo: list },
    ...going({ up: move, down: move, ...names.rowButtons }, backToList(list)),
    ...going(names.pageForms, list),
  });
}

/**
 * A kind's ordered list page in the owner's area, whole: its loader sends what the list does and
 * its rows as `view` shows them (components/owner-list.tsx reads both), and its action runs the
 * list's add form and buttons.
 */
export function ownerListPage<Row, View>(
  kind: Kind & { table: OrderedTable },
  { read, view, ...operations }: { read: () => Promise<Row[]>; view: (row: Row, lang: Lang) => View } & ListOperations,
) {
  return {
    loader: ({ request }: LoaderFunctionArgs) => ownerList(request, kind, read, view),
    action: (args: ActionFunctionArgs) => orderedListAction(args, kind, operations),
  };
}

/** A kind's page of a new row: the owner's only, and its form goes back to the kind's list, the new row marked. */
export function ownerAddPage(kind: ListedKind, add: OwnerOperation) {
  return {
    // Read when a request comes: the session's module is still loading when the kinds declare their pages.
    loader: (args: LoaderFunctionArgs) => ownerOnlyLoader(args),
    action: (args: ActionFunctionArgs) => ownerForm(args, add, { successTo: backToList(kind.owner.list) }),
  };
}

/**
 * A row's own page in the owner's area: the row its address names, as `view` shows it, with its
 * form's `values` (a 404 once it is gone); and its form of changes, which goes back to the kind's
 * list, the row marked, and keeps what was changed elsewhere while the page was open.
 */
export function ownerEditPage<Row extends object, View extends object = Record<never, never>>(
  kind: EditedKind,
  { find, view, update }: { find: (id: string) => Promise<Row | null>; view?: (row: Row, lang: Lang) => View; update: OwnerOperation },
) {
  const { fields } = kind.words;
  return {
    loader: async ({ request, params }: LoaderFunctionArgs) => {
      const lang = await requireOwnersLanguage(request);
      const row = await find(params.id ?? "");
      if (!row) throw notFound();
      return { ...(view?.(row, lang) as View), values: formValuesOf(fields, row) };
    },
    action: (args: ActionFunctionArgs) => {
      const id = args.params.id ?? "";
      return ownerForm(args, update, { fixed: { _id: id }, successTo: backToList(kind.owner.list), savedNow: savedRow(fields, () => find(id)) });
    },
  };
}

/**
 * An upload with JavaScript (components/upload-form.tsx) sends its form with XMLHttpRequest for
 * its progress bar, and asks for the answer in JSON (entry.server.tsx writes it instead of the
 * page). XMLHttpRequest would follow a redirect, and the page it fetched would take the one-time
 * message meant for the page the owner is sent to: so where a success goes is told, not followed.
 */
function successInJson(answer: Awaited<ReturnType<typeof ownerFormAnswer>>) {
  if ("data" in answer) return answer;
  const headers = new Headers();
  const cookie = answer.headers.get("Set-Cookie");
  if (cookie) headers.set("Set-Cookie", cookie);
  return data<OwnerFormRefusal>({ message: "", values: {}, redirectTo: answer.headers.get("Location") ?? "/login-home" }, { headers });
}

/** A posted form's fields; a body that is no readable form is a 400 page, never a 500. */
export async function readFormFields(request: Request): Promise<Record<string, string>> {
  try {
    return formFields(await request.formData());
  } catch {
    throw refusalPage(400, said.formUnreadableTryAgain);
  }
}
