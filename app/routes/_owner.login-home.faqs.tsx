import { textIn } from "~/i18n/texts";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { FaqFields } from "~/components/faq-fields";
import { OwnerForm, SubmitButton } from "~/components/owner-form";
import { OwnerList } from "~/components/owner-list";
import { pageMeta } from "~/components/page-meta";
import { listFaqs } from "~/domain/faq.server";
import { orderedListAction } from "~/http/owner-forms.server";
import { requireOwner } from "~/http/session.server";

export const meta = pageMeta("FAQs", "The questions and answers of the FAQ page, in the owner's order.");

export async function loader({ request }: LoaderFunctionArgs) {
  await requireOwner(request);
  return (await listFaqs()).map(({ id, question, questionHi }) => ({ id, question: textIn("en", question, questionHi) }));
}

export function action(args: ActionFunctionArgs) {
  return orderedListAction(args, { add: "addFaq", delete: "deleteFaq", move: "moveFaq" });
}

export default function Faqs() {
  const faqs = useLoaderData<typeof loader>();
  const refusal = useActionData<typeof action>();
  return (
    <OwnerList
      toBin
      title="FAQs"
      empty="No questions yet."
      orderable
      rows={faqs.map((faq) => ({ id: faq.id, editTo: `/login-home/faqs/${faq.id}`, label: `the question ${faq.question}`, summary: <p className="font-semibold">{faq.question}</p> }))}
    >
      <h2 className="mt-10 text-2xl font-bold text-brand-800">Add a question</h2>
      <OwnerForm refusal={refusal?.message} className="mt-4 max-w-xl space-y-4">
        <FaqFields values={refusal?.values} />
        <SubmitButton intent="add">Add question</SubmitButton>
      </OwnerForm>
    </OwnerList>
  );
}
