import { type ActionFunctionArgs, data, redirect } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { DeclarationForm, type DeclarationRefusal } from "~/components/declaration-form";
import { catalogueMeta } from "~/components/page-meta";
import { Photo } from "~/components/photo";
import { Registrations } from "~/components/registrations";
import { PageSection, Subsection } from "~/components/section";
import { useTrust } from "~/components/trust-data";
import { readDeclaration } from "~/domain/declaration.server";
import { cashBeyondDeduction } from "~/domain/donation";
import { declareDonation } from "~/domain/donation.server";
import { readTrustDetails } from "~/domain/trust.server";
import { PRESET_RUPEES, upiPayLink } from "~/domain/upi";
import { upiQrSvg } from "~/domain/upi-qr.server";
import { PRIVATE_NO_STORE, publicPageHeaders } from "~/http/cache-headers";
import { readFormFields } from "~/http/owner-forms.server";
import { indianNumber, langOfRequest, pathIn, textsOf } from "~/i18n/texts";
import { useTexts } from "~/i18n/use-texts";
import { Written } from "~/components/written";

export const meta = catalogueMeta((t) => [t.pages.donate, t.donate.description]);
export const headers = publicPageHeaders;

export async function loader({ request }: { request: Request }) {
  const details = await readTrustDetails();
  const upiId = details?.upiId;
  if (!upiId) return { upi: null };
  const name = details.name ?? details.nameHi ?? textsOf(langOfRequest(request)).site.neutralName;
  return {
    upi: {
      qrSvg: details.upiQrKey ? null : await upiQrSvg(upiPayLink(upiId, name)),
      presets: PRESET_RUPEES.map((rupees) => ({
        rupees,
        href: upiPayLink(upiId, name, rupees),
      })),
      anyAmount: upiPayLink(upiId, name),
    },
  };
}

/** A declaration: refused with each problem beside its field, or kept and thanked (a bot's, only thanked). */
export async function action({ request, context }: ActionFunctionArgs) {
  const lang = langOfRequest(request);
  const sent = await readFormFields(request);
  const thanks = pathIn(lang, "/donate/thank-you");
  if (sent.website) return redirect(thanks, 303);
  // What was typed goes back into a refused form; the consent box is ticked again by the donor.
  const values = Object.fromEntries(Object.entries(sent).filter(([field]) => field !== "consent" && field !== "website"));
  const check = readDeclaration(sent);
  if (!check.ok) return data<DeclarationRefusal>({ problems: check.problems, values }, { status: 400, headers: { "Cache-Control": PRIVATE_NO_STORE } });
  const kept = await declareDonation(check.value, context.clientAddress, lang);
  if (!kept.ok)
    return data<DeclarationRefusal>({ problems: { form: "tooMany" }, values }, { status: kept.status, headers: { "Cache-Control": PRIVATE_NO_STORE } });
  return redirect(cashBeyondDeduction(check.value.mode, check.value.amount) ? `${thanks}?cash=over` : thanks, 303);
}

export default function Donate() {
  const trust = useTrust();
  const t = useTexts();
  const { upi } = useLoaderData<typeof loader>();
  const refusal = useActionData<typeof action>();
  return (
    <PageSection title={t.pages.donate} lead={t.donate.lead}>
      <div className="prose-block max-w-3xl">
        <p>{t.donate.noSmallDonation}</p>
        <p>{t.donate.receipt}</p>
        {trust.eightyG ? <p>{t.donate.eightyG(trust.eightyG.number, trust.eightyG.validUntil)}</p> : null}
        <Registrations id="registrations-title" className="mt-4" headingClassName="text-lg font-semibold text-brand-800" />
      </div>
      {(upi && trust.upiId) || trust.bank.length > 0 ? (
        <div className="mt-8 grid grid-cols-1 gap-8 md:grid-cols-2">
          {upi && trust.upiId ? (
            <Subsection id="upi-title" title={t.donate.upiTitle} className="min-w-0 rounded-xl bg-brand-50 p-6">
              <p className="mt-2">{t.donate.upiHow}</p>
              <div className="mt-4 w-56 max-w-full rounded-lg bg-white p-2" data-upi-qr>
                {trust.upiQr ? (
                  <Photo photo={trust.upiQr} alt={t.donate.merchantQrAlt(trust.name)} sizes="224px" className="h-auto w-full" />
                ) : (
                  <div
                    role="img"
                    aria-label={t.donate.upiQrAlt(trust.name)}
                    className="[&>svg]:h-auto [&>svg]:w-full"
                    dangerouslySetInnerHTML={{ __html: upi.qrSvg ?? "" }}
                  />
                )}
              </div>
              <p className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-1">
                <span className="font-semibold">{t.donate.upiId}:</span>
                <span className="select-all [overflow-wrap:anywhere]" data-upi-id>
                  {trust.upiId}
                </span>
                <CopyButton value={trust.upiId} what={t.donate.upiId} />
              </p>
              <p className="mt-4 font-semibold">{t.donate.payWith}</p>
              <ul className="mt-2 flex flex-wrap gap-2" data-upi-links>
                {upi.presets.map(({ rupees, href }) => (
                  <li key={rupees}>
                    <a href={href} className="button">
                      ₹{indianNumber(rupees)}
                    </a>
                  </li>
                ))}
                <li>
                  <a href={upi.anyAmount} className="button bg-stone-700">
                    {t.donate.anyAmount}
                  </a>
                </li>
              </ul>
            </Subsection>
          ) : null}
          {trust.bank.length > 0 ? (
            <Subsection id="bank-title" title={t.donate.bank} className="min-w-0 rounded-xl bg-brand-50 p-6">
              <dl className="mt-4 space-y-3" data-bank-details>
                {trust.bank.map(({ label, value }) => (
                  <div key={label}>
                    <dt className="font-semibold">{label}</dt>
                    <dd className="flex flex-wrap items-center gap-x-3">
                      <Written className="select-all [overflow-wrap:anywhere]" text={value} />
                      <CopyButton value={value} what={label} />
                    </dd>
                  </div>
                ))}
              </dl>
            </Subsection>
          ) : null}
        </div>
      ) : null}
      {trust.donorPhone ? (
        <p className="mt-6 max-w-3xl">
          {t.donate.callForReceipt}{" "}
          <a href={trust.donorPhone.href} className="font-semibold underline">
            {trust.donorPhone.label}
          </a>
        </p>
      ) : null}
      <Subsection id="declare" title={t.declare.title} className="mt-10 scroll-mt-24">
        <p className="mt-2 max-w-2xl">{t.declare.lead}</p>
        <DeclarationForm refusal={refusal} />
      </Subsection>
    </PageSection>
  );
}

/** Copies a value with one tap; hidden until the page's script finds the browser can copy. */
function CopyButton({ value, what }: { value: string; what: string }) {
  const t = useTexts();
  return (
    <>
      <button
        type="button"
        hidden
        data-copy={value}
        data-copied={t.donate.copied}
        aria-label={t.donate.copyWhat(what)}
        className="min-h-11 rounded-lg px-3 text-sm font-semibold text-brand-800 underline"
      >
        <span data-copy-words>{t.donate.copy}</span>
      </button>
      <span role="status" className="sr-only" data-copy-status />
    </>
  );
}
