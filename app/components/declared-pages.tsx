// The owner's pages that a kind's words and declared fields make alone: a list with the form
// that adds one under it, and the form that changes one record. A kind whose page needs more
// (a photo, a PDF, its own rows) writes that page itself.
import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { DeclaredFields, type Values } from "./form-fields";
import { FormPage } from "./owner-form";
import { FormUnderList, type ListRecord, OwnerList, type RowShown } from "./owner-list";
import { wordsMeta } from "./page-meta";
import type { FieldDeclarations } from "~/kinds/fields";
import type { Lang } from "~/i18n/texts";
import { useWords } from "~/i18n/use-texts";

/** A kind's words in both languages, with its fields. */
type Declared<W> = Record<Lang, W> & { fields: FieldDeclarations };

type ListWords = { title: string; description: string; empty: string; addTitle: string; add: string };

type EditWords = { editTitle: string; editMetaTitle: string; editDescription: string; save: string };

/** A page's meta and the page. */
type DeclaredPage = { meta: MetaFunction; Page: () => JSX.Element };

/** The owner's list of a kind, named by its words, with the form of its declared fields under it that adds one. */
export function listWithAddForm<Loader>(words: Declared<ListWords>, row: (record: ListRecord<Loader>) => RowShown): DeclaredPage {
  return {
    meta: wordsMeta(words, "title", "description"),
    Page: function ListWithAddForm() {
      const t = useWords(words);
      return (
        <OwnerList<Loader> row={row} words={t}>
          <FormUnderList title={t.addTitle} button={t.add}>
            <DeclaredFields fields={words.fields} />
          </FormUnderList>
        </OwnerList>
      );
    },
  };
}

/** The owner's form that changes one record of a kind: its declared fields, filled with the `values` of the page's loader. */
export function editForm<Loader extends (...args: never[]) => Promise<{ values: Values }>>(words: Declared<EditWords>): DeclaredPage {
  return {
    meta: wordsMeta(words, "editMetaTitle", "editDescription"),
    Page: function EditForm() {
      const t = useWords(words);
      return (
        <FormPage title={t.editTitle} button={t.save}>
          <DeclaredFields fields={words.fields} values={useLoaderData<Loader>().values} />
        </FormPage>
      );
    },
  };
}
