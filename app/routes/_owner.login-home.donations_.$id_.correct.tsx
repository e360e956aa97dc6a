import { languageOf } from "~/domain/owner.server";
import { english, said, sayIn } from "~/i18n/said";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { RegisterPageTitle } from "~/components/register-page-title";
import { DeclarationForm, type DeclarationRefusal } from "~/components/declaration-form";
import { TextField, useRefusal } from "~/components/owner-form";
import { catalogueMeta } from "~/components/page-meta";
import { readDeclaration } from "~/domain/declaration.server";
import { receiptNumberOf } from "~/domain/donation";
import { correctDonation, readDonation } from "~/domain/donation.server";
import { LIMITS } from "~/domain/limits";
import { PRIVATE_NO_STORE } from "~/http/cache-headers";
import { redirectWithMessage } from "~/http/flash.server";
import { readFormFields } from "~/http/owner-forms.server";
import { notFound } from "~/http/refusal-page";
import { requireOwner } from "~/http/session.server";
import { useTexts } from "~/i18n/use-texts";

// A receipt given in error (a misspelt name, a wrong amount) is corrected, never edited: the
// form starts with the donation as it is, and saving cancels its receipt and numbers the corrected
// donation with the next number; each names the other.
export const meta = catalogueMeta((t) => [t.owner.donations.correct, t.owner.donations.correctDescription]);

/** A verified donation with its receipt, or a 404: only a receipt can be corrected. */
async function numberedDonation(request: Request, id: string) {
  const { owner } = await requireOwner(request);
  const donation = await readDonation(id);
  const receipt = donation && receiptNumberOf(donation);
  if (!donation || donation.status !== "verified" || !receipt) throw notFound();
  return { donation, receipt, owner };
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { donation, receipt } = await numberedDonation(request, params.id ?? "");
  const { name, address, idType, otherId, idNumber, amount, givenOn, mode, reference, purpose, contact, bank, instrumentOn, inKind } = donation;
  const fields = {
    name,
    address,
    idType,
    otherId,
    idNumber,
    amount: String(amount),
    date: givenOn,
    mode,
    reference,
    purpose,
    contact,
    bank,
    instrumentOn,
    inKind,
  };
  return { receipt, initial: Object.fromEntries(Object.entries(fields).map(([field, value]) => [field, value ?? ""])) };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { donation, owner } = await numberedDonation(request, params.id ?? "");
  const values = await readFormFields(request);
  const check = readDeclaration(values, new Date(), "owner");
  const reason = (values.reason ?? "").trim().slice(0, LIMITS.line);
  if (!check.ok || !reason) {
    const problems = check.ok ? {} : check.problems;
    return data<DeclarationRefusal>(
      { problems: reason ? problems : { ...problems, form: "required" }, values },
      { status: 400, headers: { "Cache-Control": PRIVATE_NO_STORE } },
    );
  }
  const corrected = await correctDonation(donation.id, check.value, reason);
  if (!corrected.ok) throw new Response(english(corrected.message), { status: corrected.status });
  return redirectWithMessage(`/login-home/donations/${corrected.value.id}`, sayIn(languageOf(owner), said.receiptCorrected));
}
export { postOnWeakSignal as clientAction } from "~/components/weak-signal";

export default function CorrectReceipt() {
  const { receipt, initial } = useLoaderData<typeof loader>();
  const refusal = useRefusal<DeclarationRefusal>();
  const t = useTexts().owner.donations;
  return (
    <>
      <RegisterPageTitle title={t.correctTitle(receipt)} />
      <p className="mt-2 max-w-2xl">{t.correctText}</p>
      <DeclarationForm refusal={refusal} declarer="owner" initial={initial} submit={t.correctSubmit}>
        <TextField id="reason" name="reason" label={t.correctReason} required maxLength={LIMITS.line} />
      </DeclarationForm>
    </>
  );
}
