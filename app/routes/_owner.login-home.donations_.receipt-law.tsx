import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { OwnerForm, ShownMark, SubmitButton, TextField } from "~/components/owner-form";
import { catalogueMeta } from "~/components/page-meta";
import { RegisterPageTitle } from "~/components/register-page-title";
import { calendarDay } from "~/domain/calendar-day";
import { financialYearOf, financialYearSpan } from "~/domain/donation";
import { lawOfYear, type ReceiptLawOfYear } from "~/domain/receipt-law.server";
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

/** The law's two fields as its form shows them, and its save reads them again: a year's law may be confirmed from another phone while this page is open. */
const lawShown = ({ wording, wordingHi }: Pick<ReceiptLawOfYear, "wording" | "wordingHi">) => ({ wording, wordingHi: wordingHi ?? "" });

export async function loader({ request }: LoaderFunctionArgs) {
  await requireOwner(request);
  return lawOfYear(yearAsked(request));
}

export function action(args: ActionFunctionArgs) {
  const year = yearAsked(args.request);
  return ownerForm(args, "confirmReceiptLaw", { fixed: { year }, successTo: "/login-home/donations", savedNow: async () => lawShown(await lawOfYear(year)) });
}
export { postOnWeakSignal as clientAction } from "~/components/weak-signal";

export default function ReceiptLaw() {
  const law = useLoaderData<typeof loader>();
  const refusal = useActionData<typeof action>();
  const t = useTexts().owner.donations.law;
  const shown = lawShown(law);
  return (
    <>
      <RegisterPageTitle title={t.title(law.year)} />
      <p className="mt-2 max-w-2xl">{t.intro}</p>
      <OwnerForm refusal={refusal?.message} className="mt-6 max-w-xl space-y-4">
        <ShownMark values={shown} names={Object.keys(shown)} />
        <TextField id="wording" name="wording" label={t.wording} help={t.wordingHelp} required maxLength={LIMITS.line} defaultValue={shown.wording} lang="en" />
        <TextField id="wordingHi" name="wordingHi" label={t.wordingHi} maxLength={LIMITS.line} defaultValue={shown.wordingHi} lang="hi" />
        <SubmitButton>{t.save}</SubmitButton>
      </OwnerForm>
    </>
  );
}
