import type { ActionFunctionArgs } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { PdfField, SubmitButton, TextField, TwoLanguageField } from "~/components/owner-form";
import { UploadForm } from "~/components/upload-form";
import { pageMeta } from "~/components/page-meta";
import { LIMITS } from "~/domain/rules";
import { ownerForm, backToList } from "~/http/owner-forms.server";
import { ownerOnlyLoader } from "~/http/session.server";
import { useTexts } from "~/i18n/use-texts";
import { takesUploads } from "~/http/route-handle";

export const meta = pageMeta(
  (t) => t.owner.documents.addTitle,
  (t) => t.owner.documents.addDescription,
);
export const handle = takesUploads;

export const loader = ownerOnlyLoader;

export function action(args: ActionFunctionArgs) {
  return ownerForm(args, "addDocument", { successTo: backToList("/login-home/documents") });
}

export default function AddDocument() {
  const refusal = useActionData<typeof action>();
  const { documents: t, form } = useTexts().owner;
  return (
    <>
      <h1 className="text-3xl font-bold text-brand-800">{t.addTitle}</h1>
      <UploadForm refusal={refusal?.message} className="mt-4 max-w-xl space-y-4">
        <div>
          <label htmlFor="kind" className="block font-semibold">
            {t.kind}
          </label>
          <select id="kind" name="kind" defaultValue={refusal?.values.kind ?? "work"} className="mt-1 min-h-11 w-full rounded-lg border border-stone-400 px-3">
            <option value="work">{t.kinds.work}</option>
            <option value="report">{t.kinds.report}</option>
          </select>
        </div>
        <TwoLanguageField name="title" label={t.documentTitle} oneNeeded maxLength={LIMITS.line} values={refusal?.values ?? {}} />
        <TextField id="year" name="year" label={t.year} help={t.yearHelp} maxLength={9} defaultValue={refusal?.values.year} />
        <PdfField label={t.pdf} help={t.pdfHelp} />
        <SubmitButton busyText={form.uploading}>{t.add}</SubmitButton>
      </UploadForm>
    </>
  );
}
