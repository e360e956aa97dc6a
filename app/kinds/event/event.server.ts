import { formValuesOf } from "~/kinds/fields";
import { said } from "~/i18n/said";
import type { Event } from "@prisma/client";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "@remix-run/node";
import { createEvent } from "ics";
import { z } from "zod";
import { calendarDay } from "~/domain/calendar-day";
import { INDIA_OFFSET_MS } from "~/i18n/india-clock.mjs";
import { foldedByOctets } from "~/domain/calendar-lines";
import { changed, changedRow } from "~/domain/content-version.server";
import { IN_OWNER_ORDER, nextPosition } from "~/domain/ordering.server";
import { type Outcome, refusal } from "~/domain/outcome";
import { brokeSaying, calendarDate, checkbox, inTwoLanguages, oneLanguageAtLeast, optional, recordId, text } from "~/domain/rules";
import { LIMITS } from "~/domain/limits";
import { englishOrEmpty } from "~/domain/two-languages";
import { publicLoaderHeaders } from "~/http/cache-headers";
import { backToList, orderedListAction, ownerForm, savedRow, toItsPage } from "~/http/owner-forms.server";
import { readSoftly } from "~/http/read-softly.server";
import { notFound } from "~/http/refusal-page";
import { requireOwnersLanguage } from "~/http/session.server";
import { type Lang, langOfRequest, pathIn, textIn } from "~/i18n/texts";
import { documentFileName } from "~/photos/documents.server";
import { sourcesOfOptionalPhoto } from "~/photos/photo-sources";
import { changeRowPdf, unlessRejected } from "~/photos/stored-files.server";
import { addWithOptionalPhoto, changeWithOptionalPhoto } from "~/photos/stored-photos.server";
import { db } from "~/site/db.server";
import { siteConfig } from "~/site/env.server";
import { byId, namingFields, oneRecordRow, optionalPhoto, rowTexts, savedTexts, requiredFile } from "~/domain/operation-parts";
import { type BinnedBindings, declareKind, listOf, type RowInput, type SentFile } from "~/kinds/kind";
import { eventSays as says, eventWords, whenAndWhere } from "./event";

// Camps and events: what the trust runs, when and where, for villagers to come and donors to
// see the work go on. Coming events by date, then past ones, newest first; the owner's list is
// in her order, which also orders events of the same day.

// ---- Its rows of the operations table: what the owner's forms send, and what they say.

const sitePage = /^\/(?:hi\/)?(updates|success-works)\/([A-Za-z0-9_-]{1,64})\/?$/;

/** A time of day as people write it on a notice ("10:00", "9:30"), kept as a time field shows it ("09:30"). */
const timeOfDay = z
  .string()
  .regex(/^([01]?\d|2[0-3]):[0-5]\d$/, brokeSaying(says.timeOfDay))
  .transform((time) => time.padStart(5, "0"));

/** The page of a notice or a photo story on this site, given as its address (whole, or from /updates/ on): kept as its English path. */
const resultPage = z
  .string()
  .transform((link) => link.replace(/^https?:\/\/[^/]+/, ""))
  .pipe(z.string().regex(sitePage, brokeSaying(says.resultPage)))
  .transform((path) => path.replace(sitePage, "/$1/$2"));

const fields = {
  ...inTwoLanguages("title", LIMITS.line),
  ...inTwoLanguages("description", LIMITS.details),
  startsOn: text("startsOn", 10).pipe(calendarDate("startsOn")),
  endsOn: optional(calendarDate("endsOn")),
  startsAt: optional(timeOfDay),
  ...inTwoLanguages("village", LIMITS.line),
  ...inTwoLanguages("block", LIMITS.line),
  ...inTwoLanguages("district", LIMITS.line),
  resultPath: optional(resultPage),
};
const needed = ["title", "village"];

const eventOperations = namingFields(
  {
    addEvent: { input: oneLanguageAtLeast(z.object(fields), needed), upload: optionalPhoto, texts: savedTexts(says.added) },
    updateEvent: {
      input: oneLanguageAtLeast(z.object({ _id: recordId, ...fields, removePhoto: checkbox }), needed),
      upload: optionalPhoto,
      texts: savedTexts(says.updated),
    },
    deleteEvent: oneRecordRow(says.binned),
    attachEventPdf: { input: byId, upload: requiredFile("pdf"), texts: rowTexts(says.pdfAdded, { missing: said.choosePdf }) },
    removeEventPdf: oneRecordRow(says.pdfRemoved),
  },
  eventWords.fields,
);

type Input<N extends keyof typeof eventOperations> = RowInput<typeof eventOperations, N>;

// ---- Its model.

function columnsOf(input: Input<"addEvent">) {
  return englishOrEmpty(input, ["title", "description", "village"]);
}

function findEvent(id: string) {
  return db().event.findUnique({ where: { id } });
}

/** Every event in the owner's order. */
function listEvents() {
  return db().event.findMany({ orderBy: [...IN_OWNER_ORDER] });
}

// An event is coming until its last day (its only day, without one) has passed. Said in both
// directions, since SQL's NOT would lose the events that have no last day.
const comingOn = (today: string) => ({ OR: [{ endsOn: { gte: today } }, { endsOn: null, startsOn: { gte: today } }] });
const pastOn = (today: string) => ({ OR: [{ endsOn: { lt: today } }, { endsOn: null, startsOn: { lt: today } }] });

/** What is coming on `today` (at most `take`), soonest first; the owner's order among those of one day. */
function comingEvents(today = calendarDay(), take?: number) {
  return db().event.findMany({ where: comingOn(today), orderBy: [{ startsOn: "asc" }, ...IN_OWNER_ORDER], take });
}

/** What is coming, soonest first, and what has passed, newest first. */
async function comingAndPast(today = calendarDay()) {
  const [coming, past] = await Promise.all([
    comingEvents(today),
    db().event.findMany({ where: pastOn(today), orderBy: [{ startsOn: "desc" }, { position: "desc" }, { id: "desc" }] }),
  ]);
  return { coming, past };
}

async function addEvent(input: Input<"addEvent">, { filePath: photoPath }: SentFile): Promise<Outcome<Event>> {
  if (input.endsOn && input.endsOn < input.startsOn) return refusal(400, says.lastDayBeforeFirst);
  return unlessRejected(async () => {
    const event = await addWithOptionalPhoto(photoPath, async (photo) =>
      db().event.create({ data: { ...columnsOf(input), ...photo, position: await nextPosition(eventKind) } }),
    );
    return changed(event);
  });
}

async function updateEvent({ _id, removePhoto, ...input }: Input<"updateEvent">, { filePath: photoPath }: SentFile): Promise<Outcome<Event>> {
  if (input.endsOn && input.endsOn < input.startsOn) return refusal(400, says.lastDayBeforeFirst);
  return unlessRejected(async () => {
    if (!(await findEvent(_id))) return refusal(404, said.notFound);
    return changedRow(() =>
      changeWithOptionalPhoto(photoPath, removePhoto, async (tx, photo) => ({
        before: (await tx.event.findUniqueOrThrow({ where: { id: _id } })).photoKey,
        row: await tx.event.update({ where: { id: _id }, data: { ...columnsOf(input), ...photo } }),
      })),
    );
  });
}

/** Names a PDF on the event (or none); the one it replaces goes once that has committed. */
function changeEventPdf(id: string, filePath: string | null): Promise<Outcome<Event>> {
  return changeRowPdf("Event", id, { key: "pdfKey", bytes: "pdfBytes" }, filePath);
}

export const eventKind = declareKind({
  words: eventWords,
  table: "Event",
  ordered: {},
  bin: { name: { en: "Event", hi: "आयोजन" }, label: ["title", "titleHi"] },
  pages: { all: "/events", each: (id) => `/events/${id}` },
  publicMenu: { en: eventWords.en.page.title, hi: eventWords.hi.page.title },
  home: {
    title: { en: eventWords.en.home.title, hi: eventWords.hi.home.title },
    all: { en: eventWords.en.home.all, hi: eventWords.hi.home.all },
    items: async (lang) =>
      (await comingEvents(calendarDay(), 3)).map((event) => {
        const view = viewOfEvent(event, lang);
        return { to: pathIn(lang, `/events/${view.id}`), title: view.title, details: whenAndWhere(view, lang) };
      }),
  },
  owner: { list: "/login-home/events", menu: { en: eventWords.en.owner.menu, hi: eventWords.hi.owner.menu } },
  operations: eventOperations,
  apply: {
    addEvent,
    updateEvent,
    attachEventPdf: (input, { filePath }) => changeEventPdf(input._id, filePath),
    removeEventPdf: (input) => changeEventPdf(input._id, null),
  } satisfies BinnedBindings<typeof eventOperations>,
});

// ---- As pages show it.

/** An event as a page in `lang` shows it: its words in that language, else the other's. */
export function viewOfEvent(event: Event, lang: Lang) {
  const place = [textIn(lang, event.village, event.villageHi), textIn(lang, event.block, event.blockHi), textIn(lang, event.district, event.districtHi)].filter(
    Boolean,
  );
  return {
    id: event.id,
    title: textIn(lang, event.title, event.titleHi),
    description: textIn(lang, event.description, event.descriptionHi),
    startsOn: event.startsOn,
    endsOn: event.endsOn,
    startsAt: event.startsAt,
    place: place.join(", "),
    photo: sourcesOfOptionalPhoto(event.photoKey, event.photoWidth, event.photoHeight),
    pdf: event.pdfKey ? { href: `/uploads/${documentFileName(event.pdfKey)}`, kilobytes: Math.ceil((event.pdfBytes ?? 0) / 1024) } : null,
    result: event.resultPath ? pathIn(lang, event.resultPath) : null,
  };
}

export type EventView = ReturnType<typeof viewOfEvent>;

/** The event as a calendar file, in the page's language: a day (or days) of its own, or from its time in India. */
function calendarOf(event: EventView, lang: Lang): string | null {
  const [year, month, day] = event.startsOn.split("-").map(Number) as [number, number, number];
  const page = `${siteConfig().publicOrigin}${pathIn(lang, `/events/${event.id}`)}`;
  // A time without an end is a moment: the calendar shows it at that time, and invents no length.
  // A camp of more days than one runs from that time to the end of its last day in India.
  const at = event.startsAt ? Date.UTC(year, month - 1, day, ...(event.startsAt.split(":").map(Number) as [number, number])) - INDIA_OFFSET_MS : 0;
  const end = event.endsOn && event.endsOn !== event.startsOn ? endOfDayInIndia(event.endsOn) : at;
  const when = event.startsAt
    ? { start: at, end, startInputType: "utc" as const, endInputType: "utc" as const, endOutputType: "utc" as const }
    : { start: [year, month, day] as [number, number, number], end: dayAfter(event.endsOn ?? event.startsOn) };
  const made = createEvent({
    uid: `${event.id}@${new URL(page).hostname}`,
    productId: "trust-site",
    title: event.title,
    description: [event.description, page].filter(Boolean).join("\n\n"),
    location: event.place,
    url: page,
    ...when,
    startOutputType: "utc",
  });
  return made.value ? foldedByOctets(made.value) : null;
}

/** When a calendar day ends in India, as a moment. */
function endOfDayInIndia(isoDay: string): number {
  const [year, month, day] = dayAfter(isoDay);
  return Date.UTC(year, month - 1, day) - INDIA_OFFSET_MS;
}

/** The day after a calendar day, as a calendar file's last day of an all-day event (which it does not include). */
function dayAfter(isoDay: string): [number, number, number] {
  const next = new Date(Date.parse(`${isoDay}T00:00:00Z`) + 86_400_000);
  return [next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate()];
}

// ---- Its pages' loaders and actions (the route modules re-export them).

/** /events and /events/<id>: the list, or one event. */
export async function eventsLoader({ request, params }: LoaderFunctionArgs) {
  const lang = langOfRequest(request);
  if (params.id) {
    const event = await findEvent(params.id);
    if (!event) throw new Response("Not Found", { status: 404 });
    return data({ event: viewOfEvent(event, lang), list: null });
  }
  const read = await readSoftly("the events", () => comingAndPast(), { coming: [], past: [] });
  const list = { coming: read.value.coming.map((event) => viewOfEvent(event, lang)), past: read.value.past.map((event) => viewOfEvent(event, lang)) };
  return data({ event: null, list }, { headers: publicLoaderHeaders(read.failed) });
}

/** /events/<id>/calendar.ics: "Add to calendar". */
export async function calendarLoader({ request, params }: LoaderFunctionArgs) {
  const lang = langOfRequest(request);
  const event = await findEvent(params.id ?? "");
  const calendar = event ? calendarOf(viewOfEvent(event, lang), lang) : null;
  if (!calendar) return new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return new Response(calendar, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="event-${event?.id}.ics"`,
      "Cache-Control": "public, max-age=0, s-maxage=60",
    },
  });
}

/** The new event's address among the events' (an id is never "new"). */
const NEW = "new";

/** The owner's list (/login-home/events), the form of a new event (/login-home/events/new), and one event's page. */
export async function ownerEventsLoader({ request, params }: LoaderFunctionArgs) {
  const lang = await requireOwnersLanguage(request);
  const list = listOf(eventKind, lang);
  if (!params.id) return { adding: false, list, rows: (await listEvents()).map((event) => viewOfEvent(event, lang)), event: null };
  if (params.id === NEW) return { adding: true, list, rows: null, event: null };
  const event = await findEvent(params.id);
  if (!event) throw notFound();
  return { adding: false, list, rows: null, event: { view: viewOfEvent(event, lang), values: formValuesOf(eventWords.fields, event) } };
}

/**
 * The list's buttons (move, delete), a new event's form, or one event's forms: its details and
 * photo, and its PDF (attach, remove), which say which they are in the address, so that an
 * upload's body is never read twice to find out.
 */
export function ownerEventsAction(args: ActionFunctionArgs) {
  const id = args.params.id;
  if (!id) return orderedListAction(args, eventKind);
  const list = eventKind.owner.list;
  if (id === NEW) return ownerForm(args, "addEvent", { successTo: backToList(list) });
  const pdf = new URL(args.request.url).searchParams.get("pdf");
  const stay = toItsPage(list);
  if (pdf === "attach") return ownerForm(args, "attachEventPdf", { fixed: { _id: id }, successTo: stay });
  if (pdf === "remove") return ownerForm(args, "removeEventPdf", { fixed: { _id: id }, successTo: stay });
  return ownerForm(args, "updateEvent", { fixed: { _id: id }, successTo: backToList(list), savedNow: savedRow(eventWords.fields, () => findEvent(id)) });
}
