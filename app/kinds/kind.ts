import type { Prisma } from "@prisma/client";
import type { z } from "zod";
import type { Operation } from "~/domain/operation-parts";
import type { OwnerContext, OwnerContextWithFile } from "~/domain/operations.server";
import type { Outcome } from "~/domain/outcome";
import type { Words } from "~/i18n/said";
import type { Lang } from "~/i18n/texts";
import type { FieldDeclarations } from "./fields";

// What a kind of the owner's content says about itself. Every list the site keeps about kinds
// (the operations and their bindings, the bin's kinds, the ordered lists, the sitemap, the
// owner's checklist and menu, the home page's lists) is read from these declarations
// (kinds.server.ts), so a kind is added in its own folder and named once in the registry.

/** A text the owner reads, in both languages of the owner's area. */
export type InBoth = Record<Lang, string>;

/** How far one part of making the site the trust's own has got. */
export type ReadyState = "filled" | "missing" | "check";

/** Each of a kind's operations bound to what it does, given the input its row's schema read. */
export type Bindings<Rows extends Record<string, Operation>> = {
  [N in keyof Rows]: (input: z.infer<Rows[N]["input"]>, context: ContextOf<Rows[N]>) => Promise<Outcome<unknown>>;
};

/** The owner's context, with the file a row requires always there: `runOperation` refuses the form before its binding runs without it. */
type ContextOf<Row extends Operation> = Row["upload"] extends { required: true } ? OwnerContextWithFile : OwnerContext;

/** The bindings of a kind that goes to the bin: all its rows' but its Delete, which the bin gives (`deleteName(kind)`). */
export type BinnedBindings<Rows extends Record<string, Operation>> = Bindings<Omit<Rows, `delete${string}`>>;

/** The file an owner's form sent beside its fields (a photo, a PDF), which a kind's add or change takes after its input. */
export type SentFile = Pick<OwnerContext, "filePath">;

/** What an operation of a kind's rows takes, once its schema has read it. */
export type RowInput<Rows extends Record<string, Operation>, N extends keyof Rows> = z.infer<Rows[N]["input"]>;

/** A line of a kind's list on the home page: what it is, its details (when, where), and its own page. */
export type HomeItem = { to: string; title: string; details: string[] };

type Scalars<M extends Prisma.ModelName> = Prisma.TypeMap["model"][M]["payload"]["scalars"];

/**
 * A table that keeps when each of its rows last changed (`updatedAt`): visitors read every kind,
 * and the sitemap's date is the newest of them (domain/site-map.server.ts).
 */
export type KindTable = { [M in Prisma.ModelName]: Scalars<M> extends { updatedAt: Date } ? M : never }[Prisma.ModelName];

export type Kind = {
  /** The table its rows live in. */
  table: KindTable;
  /**
   * Its own words, in both languages, and its form's fields with theirs (a test holds the Hindi
   * to the English's shape, and to Hindi letters).
   */
  words?: Record<Lang, object> & { fields?: FieldDeclarations };
  /**
   * The owner puts its rows in order (Move up, Move down: the registry gives the kind that row,
   * `moveName(kind)`); `within` names the column of the group a row is ordered in.
   */
  ordered?: { within?: string };
  /**
   * A delete waits in the bin (the registry binds the kind's Delete row, `deleteName(kind)`, to
   * moving the row there): the kind's name there (which names a row in the owner's list too),
   * the columns its label is read from (the first with words), why a restore that collides with
   * a row made since (a unique column) is refused, and the rows of another binned kind that go
   * with it and come back with it (`along`: a gallery group's photos, by their `groupId`).
   */
  bin?: { name: InBoth; label: readonly string[]; taken?: Words; along?: { table: Prisma.ModelName; by: string } };
  /** Its own page of all its rows (the events'), and each row's (a notice's), which the sitemap lists. */
  pages?: { all?: string; each?: (id: string) => string };
  /** Its page's name in the site's "Our works" menu and the footer's list of works (its page is `pages.all`). */
  publicMenu?: InBoth;
  /** Its short list on the home page (shown when it has any): the heading, the link to its page, and the lines. */
  home?: { title: InBoth; all: InBoth; items: (lang: Lang) => Promise<HomeItem[]> };
  /** Its rows of the owner's operations, which the forms and the JSON API run (domain/operations.ts), and what each does. */
  operations?: Record<string, Operation>;
  /** What each row does: `Bindings` checks each against its row where it is written, so here any binding is one. */
  apply?: Record<string, (input: never, context: never) => Promise<Outcome<unknown>>>;
  /**
   * Its place in the owner's area: its list (`list`, where her forms for it return, and where its
   * line on her checklist of making the site the trust's own and its link in her menu lead); that
   * line (without a `state`, it is filled once its table has a row); that link, among the lists
   * she updates.
   */
  owner?: { list: string; checklist?: { label: InBoth; state?: () => Promise<ReadyState> }; menu?: InBoth };
};

/** A kind with a list in the owner's area. */
export type ListedKind = Kind & { owner: NonNullable<Kind["owner"]> };

/** A listed kind whose rows are changed on a form of its declared fields. */
export type EditedKind = ListedKind & { words: { fields: FieldDeclarations } };

/** Declares a kind; the `const` keeps its table's name exact for the registry's types. */
export function declareKind<const K extends Kind>(kind: K): K {
  return kind;
}

/**
 * What the owner's list of a kind does, as its declaration says: Delete sends a row to the bin;
 * Move up and Move down order the rows; a row is named after what one of the kind is called, as
 * the bin names it (`kindName`, in the owner's language).
 */
export type ListOf = { toBin: boolean; orderable: boolean; kindName: string | null };

export const listOf = ({ bin, ordered }: Kind, lang: Lang): ListOf => ({
  toBin: bin !== undefined,
  orderable: ordered !== undefined,
  kindName: bin?.name[lang] ?? null,
});

/** An ordered kind's Move up and Move down, named for its table (`moveFaq`): the registry gives it the row (kinds.server.ts). */
export type MoveName<K extends Pick<Kind, "table">> = `move${K["table"]}`;

export const moveName = <K extends Pick<Kind, "table">>({ table }: K) => `move${table}` as MoveName<K>;

/** A kind's Delete, named for its table (`deleteFaq`): its row is the kind's own, with its texts. */
export type DeleteName<K extends Pick<Kind, "table">> = `delete${K["table"]}`;

export const deleteName = <K extends Pick<Kind, "table">>({ table }: K) => `delete${table}` as DeleteName<K>;

export const filledOr = (filled: boolean): ReadyState => (filled ? "filled" : "missing");

/** Texts the site shipped are there but not yet the owner's until she has saved each once. */
export function shippedTexts(total: number, unchecked: number): ReadyState {
  if (total === 0) return "missing";
  return unchecked > 0 ? "check" : "filled";
}
