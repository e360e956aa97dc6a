import { langAttribute, textIn } from "~/i18n/texts";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { FaqFields } from "~/components/faq-fields";
import { OwnerForm, SubmitButton } from "~/components/owner-form";
import { OwnerList } from "~/components/owner-list";
import { pageMeta } from "~/components/page-meta";
import { listFaqs } from "~/kinds/faq/faq.server";
import { orderedListAction } from "~/http/owner-forms.server";
import { requireOwner } from "~/http/session.server";
import { useTexts } from "~/i18n/use-texts";
import { languageOf } from "~/domain/owner.server";

export const meta = pageMeta(
  (t) => t.owner.faqs.title,
  (t) => t.owner.faqs.description,
);

export async function loader({ request }: LoaderFunctionArgs) {
  const lang = languageOf((await requireOwner(request)).owner);
  return { lang, faqs: (await listFaqs()).map(({ id, question, questionHi }) => ({ id, question: textIn(lang, question, questionHi) })) };
}

export function action(args: ActionFunctionArgs) {
  return orderedListAction(args, { add: "addFaq", delete: "deleteFaq", move: "moveFaq" });
}

export default function Faqs() {
  const { lang, faqs } = useLoaderData<typeof loader>();
  const refusal = useActionData<typeof action>();
  const t = useTexts().owner.faqs;
  return (
    <OwnerList
      toBin
      title={t.title}
      empty={t.empty}
      orderable
      rows={faqs.map((faq) => ({
        id: faq.id,
        editTo: `/login-home/faqs/${faq.id}`,
        label: t.label(faq.question),
        summary: (
          <p className="font-semibold" {...langAttribute(faq.question, lang)}>
            {faq.question}
          </p>
        ),
      }))}
    >
      <h2 className="mt-10 text-2xl font-bold text-brand-800">{t.addTitle}</h2>
      <OwnerForm refusal={refusal?.message} className="mt-4 max-w-xl space-y-4">
        <FaqFields values={refusal?.values} />
        <SubmitButton intent="add">{t.add}</SubmitButton>
      </OwnerForm>
    </OwnerList>
  );
}
