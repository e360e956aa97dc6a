import { languageOf } from "~/domain/owner.server";
import { said, type Said, sayIn } from "~/i18n/said";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { RegisterPageTitle } from "~/components/register-page-title";
import { DeclarationForm, type DeclarationRefusal } from "~/components/declaration-form";
import { FormKey, useRefusal } from "~/components/owner-form";
import { catalogueMeta } from "~/components/page-meta";
import { readDeclaration } from "~/domain/declaration.server";
import { recordDonation } from "~/domain/donation.server";
import { readCredit } from "~/domain/bank-statement.server";
import { redirectWithMessage } from "~/http/flash.server";
import { refusalPage } from "~/http/refusal-page";
import { doneOnce } from "~/http/sent-forms.server";
import { PRIVATE_NO_STORE } from "~/http/cache-headers";
import { readFormFields } from "~/http/owner-forms.server";
import { requireOwner } from "~/http/session.server";
import { useTexts } from "~/i18n/use-texts";

// A donation received in person, written into the register by the owner with the donor's form and
// rules: numbered at once, or kept waiting until a cheque clears.
export const meta = catalogueMeta((t) => [t.owner.donations.recordTitle, t.owner.donations.recordDescription]);

/** A credit on the bank statement with no donation starts the form filled in: its amount, date and reference. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireOwner(request);
  const creditId = new URL(request.url).searchParams.get("credit");
  const credit = creditId ? await readCredit(creditId) : null;
  const initial: Record<string, string> = credit ? { amount: String(credit.amount), date: credit.on, reference: credit.reference ?? "", mode: "bank" } : {};
  return { credit: credit?.id ?? null, initial };
}

export async function action({ request }: ActionFunctionArgs) {
  const { owner } = await requireOwner(request);
  const values = await readFormFields(request);
  const check = readDeclaration(values, new Date(), "owner");
  if (!check.ok) return data<DeclarationRefusal>({ problems: check.problems, values }, { status: 400, headers: { "Cache-Control": PRIVATE_NO_STORE } });
  // The same form sent twice (a second tap on a slow signal) writes one donation, with one receipt number.
  const waiting = values.waiting === "yes";
  const say = (message: Said) => sayIn(languageOf(owner), message);
  const done = await doneOnce(
    values,
    () => recordDonation(check.value, { waiting, creditId: values.credit }),
    (donation) => `/login-home/donations/${donation.id}`,
  );
  if ("repeatOf" in done) return redirectWithMessage(done.repeatOf, say(said.donationWrittenOnce));
  if ("stillSaving" in done) throw refusalPage(409, said.stillSaving);
  if ("refused" in done) throw new Response(null, { status: done.refused.status });
  return redirectWithMessage(done.answerTo, say(waiting ? said.donationToVerify : said.donationNumbered));
}
export { postOnWeakSignal as clientAction } from "~/components/weak-signal";

export default function RecordDonation() {
  const refusal = useRefusal<DeclarationRefusal>();
  const { credit, initial } = useLoaderData<typeof loader>();
  const t = useTexts().owner.donations;
  return (
    <>
      <RegisterPageTitle title={t.recordTitle} />
      <p className="mt-2 max-w-2xl">{t.recordIntro}</p>
      <DeclarationForm refusal={refusal} declarer="owner" initial={initial}>
        {credit ? <input type="hidden" name="credit" value={credit} /> : null}
        <FormKey />
        <label className="flex min-h-11 items-start gap-3">
          <input id="waiting" name="waiting" type="checkbox" value="yes" defaultChecked={refusal?.values.waiting === "yes"} className="mt-1 h-5 w-5 shrink-0" />
          <span>{t.waiting}</span>
        </label>
      </DeclarationForm>
    </>
  );
}
