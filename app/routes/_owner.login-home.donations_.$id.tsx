import { calendarDay } from "~/domain/calendar-day";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { DeleteButton, DeleteQuestion, useAskedDelete } from "~/components/owner-list";
import { FormRefusal, SubmitButton, TextField } from "~/components/owner-form";
import { pageMeta } from "~/components/page-meta";
import { cashBeyondDeduction, type DonationStatus, giftWords, maskIdNumber, phoneOfContact, receiptNumber } from "~/domain/donation";
import { readDonation } from "~/domain/donation.server";
import { readTrustDetails } from "~/domain/trust.server";
import { LIMITS } from "~/domain/rules";
import { ownerFormByIntent } from "~/http/owner-forms.server";
import { notFound } from "~/http/refusal-page";
import { requireOwner } from "~/http/session.server";
import { indianNumber, langAttribute, readableDate, textsOf } from "~/i18n/texts";
import { siteConfig } from "~/site/env.server";
import { useTexts } from "~/i18n/use-texts";
import { languageOf } from "~/domain/owner.server";

export const meta = pageMeta((t) => t.owner.donations.oneTitle, (t) => t.owner.donations.oneDescription);

export async function loader({ request, params }: LoaderFunctionArgs) {
  const lang = languageOf((await requireOwner(request)).owner);
  const t = textsOf(lang).owner.donations;
  const words = giftWords(lang);
  const [donation, trust] = await Promise.all([readDonation(params.id ?? ""), readTrustDetails()]);
  if (!donation) throw notFound();
  const receipt = donation.receiptYear && donation.receiptSerial ? receiptNumber(donation.receiptYear, donation.receiptSerial) : null;
  const link = donation.receiptToken ? `${siteConfig().publicOrigin}/receipt/${donation.receiptToken}` : null;
  const phone = phoneOfContact(donation.contact);
  const thanks = `Namaste ${donation.name}, thank you for your gift of ₹${indianNumber(donation.amount)} to ${trust?.name ?? trust?.nameHi ?? "our trust"}. Your receipt ${receipt ?? ""}: ${link ?? ""}`;
  return {
    lang,
    id: donation.id,
    status: donation.status as DonationStatus,
    rows: [
      [t.rows.donor, donation.name],
      [t.rows.address, donation.address],
      [words.id(donation), maskIdNumber(donation.idType, donation.idNumber)],
      [t.rows.amount, `₹${indianNumber(donation.amount)}`],
      [t.rows.date, readableDate(donation.givenOn, lang)],
      [t.rows.mode, words.mode(donation.mode)],
      [t.rows.reference, donation.reference ?? t.notGiven],
      [t.rows.purpose, words.purpose(donation.purpose)],
      [t.rows.contact, donation.contact],
      [t.rows.declaredOn, readableDate(calendarDay(donation.createdAt), lang)],
    ] as [string, string][],
    cashNote: cashBeyondDeduction(donation.mode, donation.amount),
    rejectReason: donation.rejectReason,
    receipt,
    link,
    whatsapp: link && phone ? `https://wa.me/91${phone}?text=${encodeURIComponent(thanks)}` : null,
    label: t.eraseLabel(indianNumber(donation.amount), donation.name),
  };
}

export function action(args: ActionFunctionArgs) {
  const here = new URL(args.request.url).pathname;
  return ownerFormByIntent(args, {
    verify: { operation: "verifyDonation", successTo: here },
    reject: { operation: "rejectDonation", successTo: here },
    share: { operation: "shareReceipt", successTo: here },
    unshare: { operation: "stopSharingReceipt", successTo: here },
    delete: { operation: "deleteDonation", successTo: "/login-home/donations" },
  }, { _id: args.params.id ?? "" });
}

export default function DonationPage() {
  const donation = useLoaderData<typeof loader>();
  const refusal = useActionData<typeof action>();
  const t = useTexts().owner.donations;
  const askedErase = useAskedDelete([donation]);
  if (askedErase) return <DeleteQuestion id={donation.id} label={donation.label} />;
  return (
    <>
      <p>
        <Link to="/login-home/donations" className="inline-flex min-h-11 items-center text-brand-700 underline">
          {t.allDonations}
        </Link>
      </p>
      <h1 className="text-3xl font-bold text-brand-800">
        {t.heading(t.headingStatuses[donation.status], donation.receipt)}
      </h1>
      <div className="mt-4">
        <FormRefusal message={refusal?.message} />
      </div>
      <dl className="mt-6 max-w-2xl space-y-2" data-donation>
        {donation.rows.map(([label, value]) => (
          <div key={label} className="grid gap-1 sm:grid-cols-[12rem_1fr]">
            <dt className="font-semibold">{label}</dt>
            <dd className="whitespace-pre-line [overflow-wrap:anywhere]" {...langAttribute(value, donation.lang)}>
              {value}
            </dd>
          </div>
        ))}
        {donation.rejectReason ? (
          <div className="grid gap-1 sm:grid-cols-[12rem_1fr]">
            <dt className="font-semibold">{t.whyRejected}</dt>
            <dd {...langAttribute(donation.rejectReason, donation.lang)}>{donation.rejectReason}</dd>
          </div>
        ) : null}
      </dl>
      {donation.cashNote ? <p className="mt-4 max-w-2xl rounded-xl bg-amber-50 p-4">{t.cashNote}</p> : null}
      {donation.status === "new" ? <Decide id={donation.id} /> : null}
      {donation.status === "verified" ? <Receipt {...donation} /> : null}
      <section aria-labelledby="erase-title" className="mt-10 max-w-2xl">
        <h2 id="erase-title" className="text-xl font-bold text-brand-800">
          {t.erase}
        </h2>
        <p className="mt-1">{t.eraseText}</p>
        <div className="mt-3">
          <DeleteButton id={donation.id} label={donation.label} />
        </div>
      </section>
    </>
  );
}

function Decide({ id }: { id: string }) {
  const t = useTexts().owner.donations;
  return (
    <div className="mt-8 grid max-w-2xl gap-6">
      <Form method="post">
        <input type="hidden" name="_id" value={id} />
        <p className="mb-2">{t.verifyText}</p>
        <SubmitButton intent="verify" busyText={t.verifying}>
          {t.verify}
        </SubmitButton>
      </Form>
      <Form method="post" className="space-y-3">
        <input type="hidden" name="_id" value={id} />
        <TextField id="reason" name="reason" label={t.reason} help={t.reasonHelp} required maxLength={LIMITS.line} />
        <span className="[&>button]:bg-stone-700">
          <SubmitButton intent="reject" busyText={t.rejecting}>
            {t.reject}
          </SubmitButton>
        </span>
      </Form>
    </div>
  );
}

function Receipt({ id, receipt, link, whatsapp }: { id: string; receipt: string | null; link: string | null; whatsapp: string | null }) {
  const t = useTexts().owner.donations;
  return (
    <section aria-labelledby="receipt-title" className="mt-8 max-w-2xl rounded-xl p-5 ring-1 ring-stone-300">
      <h2 id="receipt-title" className="text-xl font-bold text-brand-800">
        {t.receipt(receipt)}
      </h2>
      <p className="mt-2">
        <a href={`/login-home/donations/${id}/receipt.pdf`} className="button">
          {t.openReceipt}
        </a>
      </p>
      {link ? (
        <>
          <p className="mt-4">{t.privateLink}</p>
          <p className="mt-1 font-mono text-sm [overflow-wrap:anywhere]" data-receipt-link>
            {link}
          </p>
          <div className="mt-3 flex flex-wrap gap-3">
            {whatsapp ? (
              <a href={whatsapp} className="button bg-green-800" rel="noopener noreferrer" target="_blank">
                {t.whatsapp}
              </a>
            ) : null}
            <Form method="post">
              <input type="hidden" name="_id" value={id} />
              <span className="[&>button]:bg-stone-700">
                <SubmitButton intent="unshare" busyText={t.unsharing}>
                  {t.unshare}
                </SubmitButton>
              </span>
            </Form>
          </div>
        </>
      ) : (
        <Form method="post" className="mt-4">
          <input type="hidden" name="_id" value={id} />
          <p className="mb-2">{t.shareText}</p>
          <SubmitButton intent="share" busyText={t.sharing}>
            {t.share}
          </SubmitButton>
        </Form>
      )}
    </section>
  );
}
