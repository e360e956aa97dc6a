import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { FaqFields } from "~/components/faq-fields";
import { OwnerForm, SubmitButton } from "~/components/owner-form";
import { pageMeta } from "~/components/page-meta";
import { findFaq } from "~/kinds/faq/faq.server";
import { ownerForm, backToList } from "~/http/owner-forms.server";
import { notFound } from "~/http/refusal-page";
import { requireOwner } from "~/http/session.server";
import { useTexts } from "~/i18n/use-texts";

export const meta = pageMeta(
  (t) => t.owner.faqs.editMetaTitle,
  (t) => t.owner.faqs.editDescription,
);

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireOwner(request);
  const faq = await findFaq(params.id ?? "");
  if (!faq) throw notFound();
  return { question: faq.question, questionHi: faq.questionHi, answer: faq.answer, answerHi: faq.answerHi };
}

export function action(args: ActionFunctionArgs) {
  return ownerForm(args, "updateFaq", { fixed: { _id: args.params.id ?? "" }, successTo: backToList("/login-home/faqs") });
}

export default function EditFaq() {
  const faq = useLoaderData<typeof loader>();
  const refusal = useActionData<typeof action>();
  const t = useTexts().owner.faqs;
  return (
    <>
      <h1 className="text-3xl font-bold text-brand-800">{t.editTitle}</h1>
      <OwnerForm refusal={refusal?.message} className="mt-6 max-w-xl space-y-4">
        <FaqFields values={refusal?.values ?? faq} />
        <SubmitButton>{t.save}</SubmitButton>
      </OwnerForm>
    </>
  );
}
