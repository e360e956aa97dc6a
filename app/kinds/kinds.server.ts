import { type Lang, pathIn } from "~/i18n/texts";
import { documentKind } from "./document/document.server";
import { eventKind } from "./event/event.server";
import { faqKind } from "./faq/faq.server";
import { galleryGroupKind, galleryPhotoKind } from "./gallery/gallery.server";
import type { Prisma } from "@prisma/client";
import { db, tableNamed } from "~/site/db.server";
import { type DeleteName, deleteName, filledOr, type HomeItem, type Kind, type KindTable, moveName, type MoveName, type ReadyState } from "./kind";
import { type FieldDeclarations, fieldTextsIn } from "./fields";
import type { z } from "zod";
import { moveOperation } from "~/domain/operation-parts";
import { moveRow, type OrderedKind } from "~/domain/ordering.server";
import type { Outcome } from "~/domain/outcome";
import { type BinnedKind, moveToBin } from "~/domain/bin.server";
import { articleLinkKind } from "./article-link/article-link.server";
import { videoKind } from "./video/video.server";
import { noticeKind } from "./notice/notice.server";
import { photoStoryKind } from "./photo-story/photo-story.server";
import { programmeKind } from "./programme/programme.server";
import { teamMemberKind } from "./team-member/team-member.server";
import { workCounterKind } from "./work-counter/work-counter.server";

// THE REGISTRY: every kind of the owner's content, once. Its order is the order of the owner's
// checklist and menu. The lists below are read from it; none is kept by hand.
// A kind's module imports the forms and the table, which import this registry: so the list is
// made when it is first asked for, once every module has loaded, and nothing here is read while
// modules load.
const declared = () =>
  [
    teamMemberKind,
    programmeKind,
    faqKind,
    galleryGroupKind,
    galleryPhotoKind,
    videoKind,
    articleLinkKind,
    documentKind,
    noticeKind,
    photoStoryKind,
    workCounterKind,
    eventKind,
  ] as const satisfies readonly Kind[];

type Declared = ReturnType<typeof declared>[number];
type UnionToIntersection<U> = (U extends unknown ? (part: U) => void : never) extends (whole: infer I) => void ? I : never;
/** What the kinds that declare a part declare there, all together. */
type AllOf<P extends keyof Kind> = UnionToIntersection<Declared extends infer K ? (K extends { [Q in P]: infer V } ? V : never) : never>;

let registered: readonly Kind[] | undefined;
const kinds = (): readonly Kind[] => (registered ??= declared());

type Ordered = Extract<Declared, { ordered: object }>;
type Moves = { [K in Ordered as MoveName<K>]: typeof moveOperation };
type MoveInput = z.infer<typeof moveOperation.input>;
type MoveBindings = { [K in Ordered as MoveName<K>]: (input: MoveInput) => Promise<Outcome<null>> };

type Binned = Extract<Declared, { bin: object }>;
type BinDeletes = { [K in Binned as DeleteName<K>]: (input: { _id: string }) => Promise<Outcome<unknown>> };

export type KindOperations = AllOf<"operations"> & Moves;
export type KindBindings = AllOf<"apply"> & MoveBindings & BinDeletes;
let gathered: { operations: KindOperations; bindings: KindBindings } | undefined;

/**
 * Every kind's rows and bindings in one table each, gathered once: every owner form and API call
 * reads them. A kind the owner orders has its Move row from its declaration, not from its rows;
 * a kind that goes to the bin has its Delete row's binding from there.
 */
function gatheredRows() {
  gathered ??= gather();
  return gathered;
}

function gather() {
  const ordered = kinds().filter((kind): kind is OrderedKind => kind.ordered !== undefined);
  const binned = kinds().filter((kind): kind is BinnedKind & Kind => kind.bin !== undefined);
  return {
    operations: Object.assign(
      {},
      ...kinds().map((kind) => kind.operations ?? {}),
      ...ordered.map((kind) => ({ [moveName(kind)]: moveOperation })),
    ) as KindOperations,
    bindings: Object.assign(
      {},
      ...kinds().map((kind) => kind.apply ?? {}),
      ...ordered.map((kind) => ({ [moveName(kind)]: (input: MoveInput) => moveRow(kind, input) })),
      ...binned.map((kind) => ({ [deleteName(kind)]: (input: { _id: string }) => moveToBin(kind, input._id, binnedKind) })),
    ) as KindBindings,
  };
}

/**
 * Every kind's own words, by its table: for the test that their Hindi is whole. Its fields'
 * labels and what its declaration says in the owner's area (its name in the bin, its checklist
 * line, its menu links, its home page list) are read with them.
 */
export function kindsWords(): [string, Record<Lang, object>][] {
  return kinds().flatMap((kind): [string, Record<Lang, object>][] => {
    const { table, words } = kind;
    const ofFields: [string, Record<Lang, object>][] = words?.fields
      ? [[`${table}'s fields`, { en: fieldTextsIn(words.fields, "en"), hi: fieldTextsIn(words.fields, "hi") }]]
      : [];
    const ofWords: [string, Record<Lang, object>][] = words ? [[table, { en: words.en, hi: words.hi }]] : [];
    return [...ofWords, ...ofFields, [`${table}'s declaration`, { en: declaredTexts(kind, "en"), hi: declaredTexts(kind, "hi") }]];
  });
}

/** Every kind's declared fields, by its table: for the test that its forms and its rows' rules agree. */
export function kindsFields(): [string, FieldDeclarations][] {
  return kinds().flatMap(({ table, words }): [string, FieldDeclarations][] => (words?.fields ? [[table, words.fields]] : []));
}

/** What a kind's declaration itself says to the owner and the visitor, in one language. */
function declaredTexts({ bin, owner, publicMenu, home }: Kind, lang: Lang): Record<string, string> {
  const said = {
    binName: bin?.name,
    restoreTaken: bin?.taken,
    checklistLine: owner?.checklist?.label,
    ownerMenu: owner?.menu,
    publicMenu,
    homeTitle: home?.title,
    homeAll: home?.all,
  };
  return Object.fromEntries(Object.entries(said).flatMap(([part, inBoth]) => (inBoth ? [[part, inBoth[lang]]] : [])));
}

/** The rows of the operations the kinds declare, beside the site's own (domain/operations.ts). */
export function kindOperations(): KindOperations {
  return gatheredRows().operations;
}

/** Each of those rows bound to what it does (domain/operations.server.ts). */
export function kindBindings(): KindBindings {
  return gatheredRows().bindings;
}

/** A bin entry's kind (its table's name), when that kind goes to the bin. */
export function binnedKind(table: string): BinnedKind | undefined {
  return kinds().find((kind): kind is BinnedKind => kind.table === table && kind.bin !== undefined);
}

type HomeList = { title: string; all: { to: string; label: string }; items: HomeItem[] };

/** The kinds' lists on the home page, in `lang`: those with something to show. */
export async function homeLists(lang: Lang): Promise<HomeList[]> {
  const lists = await Promise.all(
    kinds().map(async ({ home, pages }): Promise<HomeList | null> =>
      home ? { title: home.title[lang], all: { to: pathIn(lang, pages?.all ?? "/"), label: home.all[lang] }, items: await home.items(lang) } : null,
    ),
  );
  return lists.filter((list): list is HomeList => list !== null && list.items.length > 0);
}

/** Every kind's table: a visitor reads each, and each keeps when its rows last changed. */
export function kindTables(): KindTable[] {
  return kinds().map(({ table }) => table);
}

/** The kinds with pages of their own: the table, the page of all its rows and each row's. */
export function kindPages() {
  return kinds().flatMap(({ table, pages }) => (pages ? [{ table, ...pages }] : []));
}

async function hasRows(table: Prisma.ModelName): Promise<ReadyState> {
  return filledOr((await tableNamed<{ count: () => Promise<number> }>(db(), table).count()) > 0);
}

/** The kinds' lines of the owner's checklist, in the owner's language. */
export function kindsChecklist(lang: Lang): Promise<{ label: string; to: string; state: ReadyState }[]> {
  const lines = kinds().flatMap(({ owner, table }) => (owner?.checklist ? [{ state: () => hasRows(table), to: owner.list, ...owner.checklist }] : []));
  return Promise.all(lines.map(async ({ label, to, state }) => ({ label: label[lang], to, state: await state() })));
}

/** The kinds' own pages in the site's menu of works, in `lang`. */
export function kindPagesInMenu(lang: Lang): { to: string; label: string }[] {
  return kinds().flatMap(({ publicMenu, pages }) => (publicMenu && pages?.all ? [{ to: pathIn(lang, pages.all), label: publicMenu[lang] }] : []));
}

/** The kinds' links in the owner's menu, in the owner's language. */
export function kindsInOwnerMenu(lang: Lang): { to: string; label: string }[] {
  return kinds().flatMap(({ owner }) => (owner?.menu ? [{ to: owner.list, label: owner.menu[lang] }] : []));
}
