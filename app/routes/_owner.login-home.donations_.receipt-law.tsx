import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { OwnerForm, SubmitButton, TextField } from "~/components/owner-form";
import { catalogueMeta } from "~/components/page-meta";
import { RegisterPageTitle } from "~/components/register-page-title";
import { calendarDay } from "~/domain/calendar-day";
import { financialYearOf, financialYearSpan } from "~/domain/donation";
import { lawOfYear } from "~/domain/receipt-law.server";
import { LIMITS } from "~/domain/limits";
import { ownerForm } from "~/http/owner-forms.server";
import { requireOwner } from "~/http/session.server";
import { useTexts } from "~/i18n/use-texts";

// The act and section a financial year's receipts name, confirmed by the owner with the trust's
// accountant (this year's, or another year's with ?year=2025-26).
export const meta = catalogueMeta((t) => [t.owner.donations.law.metaTitle, t.owner.donations.law.description]);

function yearAsked(request: Request): string {
  const asked = new URL(request.url).searchParams.get("year") ?? "";
  return financialYearSpan(asked) ? asked : financialYearOf(calendarDay());
}

export async function loader({ request }: LoaderFunctionArgs) {
  await requireOwner(request);
  return lawOfYear(yearAsked(request));
}

export function action(args: ActionFunctionArgs) {
  return ownerForm(args, "confirmReceiptLaw", { fixed: { year: yearAsked(args.request) }, successTo: "/login-home/donations" });
}
export { postOnWeakSignal as clientAction } from "~/components/weak-signal";

export default function ReceiptLaw() {
  const law = useLoaderData<typeof loader>();
  const refusal = useActionData<typeof action>();
  const t = useTexts().owner.donations.law;
  return (
    <>
      <RegisterPageTitle title={t.title(law.year)} />
      <p className="mt-2 max-w-2xl">{t.intro}</p>
      <OwnerForm refusal={refusal?.message} className="mt-6 max-w-xl space-y-4">
        <TextField id="wording" name="wording" label={t.wording} help={t.wordingHelp} required maxLength={LIMITS.line} defaultValue={law.wording} lang="en" />
        <TextField id="wordingHi" name="wordingHi" label={t.wordingHi} maxLength={LIMITS.line} defaultValue={law.wordingHi ?? ""} lang="hi" />
        <SubmitButton>{t.save}</SubmitButton>
      </OwnerForm>
    </>
  );
}
