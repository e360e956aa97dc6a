import { calendarDay } from "~/domain/calendar-day";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { DeleteButton } from "~/components/owner-list";
import { FormRefusal, SubmitButton, TextField } from "~/components/owner-form";
import { pageMeta } from "~/components/page-meta";
import { cashBeyondDeduction, type DonationStatus, idNameOf, maskIdNumber, MODE_NAMES, phoneOfContact, PURPOSE_NAMES, receiptNumber } from "~/domain/donation";
import { readDonation } from "~/domain/donation.server";
import { readTrustDetails } from "~/domain/trust.server";
import { LIMITS } from "~/domain/rules";
import { ownerFormByIntent } from "~/http/owner-forms.server";
import { notFound } from "~/http/refusal-page";
import { requireOwner } from "~/http/session.server";
import { indianNumber, readableDate } from "~/i18n/texts";
import { siteConfig } from "~/site/env.server";

export const meta = pageMeta("A donation", "Verify or reject a declared gift, and send its receipt.");

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireOwner(request);
  const [donation, trust] = await Promise.all([readDonation(params.id ?? ""), readTrustDetails()]);
  if (!donation) throw notFound();
  const receipt = donation.receiptYear && donation.receiptSerial ? receiptNumber(donation.receiptYear, donation.receiptSerial) : null;
  const link = donation.receiptToken ? `${siteConfig().publicOrigin}/receipt/${donation.receiptToken}` : null;
  const phone = phoneOfContact(donation.contact);
  const thanks = `Namaste ${donation.name}, thank you for your gift of ₹${indianNumber(donation.amount)} to ${trust?.name ?? trust?.nameHi ?? "our trust"}. Your receipt ${receipt ?? ""}: ${link ?? ""}`;
  return {
    id: donation.id,
    status: donation.status as DonationStatus,
    rows: [
      ["Donor", donation.name],
      ["Address", donation.address],
      [idNameOf(donation), maskIdNumber(donation.idType, donation.idNumber)],
      ["Amount", `₹${indianNumber(donation.amount)}`],
      ["Date of the gift", readableDate(donation.givenOn, "en")],
      ["Mode", MODE_NAMES[donation.mode] ?? donation.mode],
      ["UTR or cheque number", donation.reference ?? "Not given"],
      ["Purpose", PURPOSE_NAMES[donation.purpose] ?? donation.purpose],
      ["Contact for the receipt", donation.contact],
      ["Declared on", readableDate(calendarDay(donation.createdAt), "en")],
    ] as [string, string][],
    cashNote: cashBeyondDeduction(donation.mode, donation.amount),
    rejectReason: donation.rejectReason,
    receipt,
    link,
    whatsapp: link && phone ? `https://wa.me/91${phone}?text=${encodeURIComponent(thanks)}` : null,
    label: `the donation of ₹${indianNumber(donation.amount)} from ${donation.name} and the donor's details`,
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
  });
}

export default function DonationPage() {
  const donation = useLoaderData<typeof loader>();
  const refusal = useActionData<typeof action>();
  return (
    <>
      <p>
        <Link to="/login-home/donations" className="inline-flex min-h-11 items-center text-brand-700 underline">
          All donations
        </Link>
      </p>
      <h1 className="text-3xl font-bold text-brand-800">
        A donation: {donation.status === "new" ? "to check" : donation.status}
        {donation.receipt ? `, receipt ${donation.receipt}` : ""}
      </h1>
      <div className="mt-4">
        <FormRefusal message={refusal?.message} />
      </div>
      <dl className="mt-6 max-w-2xl space-y-2" data-donation>
        {donation.rows.map(([label, value]) => (
          <div key={label} className="grid gap-1 sm:grid-cols-[12rem_1fr]">
            <dt className="font-semibold">{label}</dt>
            <dd className="whitespace-pre-line [overflow-wrap:anywhere]">{value}</dd>
          </div>
        ))}
        {donation.rejectReason ? (
          <div className="grid gap-1 sm:grid-cols-[12rem_1fr]">
            <dt className="font-semibold">Why it was rejected</dt>
            <dd>{donation.rejectReason}</dd>
          </div>
        ) : null}
      </dl>
      {donation.cashNote ? <p className="mt-4 max-w-2xl rounded-xl bg-amber-50 p-4">This gift is cash above ₹2,000: its receipt says it earns no 80G deduction, and Form 10BD leaves it out.</p> : null}
      {donation.status === "new" ? <Decide id={donation.id} /> : null}
      {donation.status === "verified" ? <Receipt {...donation} /> : null}
      <section aria-labelledby="erase-title" className="mt-10 max-w-2xl">
        <h2 id="erase-title" className="text-xl font-bold text-brand-800">
          Erase at the donor&apos;s request
        </h2>
        <p className="mt-1">Deletes the gift and everything the donor gave. A receipt number it had is never given again.</p>
        <div className="mt-3">
          <DeleteButton id={donation.id} label={donation.label} />
        </div>
      </section>
    </>
  );
}

function Decide({ id }: { id: string }) {
  return (
    <div className="mt-8 grid max-w-2xl gap-6">
      <Form method="post">
        <input type="hidden" name="_id" value={id} />
        <p className="mb-2">The money has reached the trust&apos;s account: verify it to number its receipt.</p>
        <SubmitButton intent="verify" busyText="Verifying…">
          Verify and number the receipt
        </SubmitButton>
      </Form>
      <Form method="post" className="space-y-3">
        <input type="hidden" name="_id" value={id} />
        <TextField id="reason" name="reason" label="Why is it rejected?" help="For example: no such payment reached the account." required maxLength={LIMITS.line} />
        <span className="[&>button]:bg-stone-700">
          <SubmitButton intent="reject" busyText="Rejecting…">
            Reject
          </SubmitButton>
        </span>
      </Form>
    </div>
  );
}

function Receipt({ id, receipt, link, whatsapp }: { id: string; receipt: string | null; link: string | null; whatsapp: string | null }) {
  return (
    <section aria-labelledby="receipt-title" className="mt-8 max-w-2xl rounded-xl p-5 ring-1 ring-stone-300">
      <h2 id="receipt-title" className="text-xl font-bold text-brand-800">
        Receipt {receipt}
      </h2>
      <p className="mt-2">
        <a href={`/login-home/donations/${id}/receipt.pdf`} className="button">
          Open the receipt (PDF)
        </a>
      </p>
      {link ? (
        <>
          <p className="mt-4">The donor&apos;s private link opens the receipt without a login:</p>
          <p className="mt-1 font-mono text-sm [overflow-wrap:anywhere]" data-receipt-link>
            {link}
          </p>
          <div className="mt-3 flex flex-wrap gap-3">
            {whatsapp ? (
              <a href={whatsapp} className="button bg-green-800" rel="noopener noreferrer" target="_blank">
                Send on WhatsApp
              </a>
            ) : null}
            <Form method="post">
              <input type="hidden" name="_id" value={id} />
              <span className="[&>button]:bg-stone-700">
                <SubmitButton intent="unshare" busyText="Taking back…">
                  Take the link back
                </SubmitButton>
              </span>
            </Form>
          </div>
        </>
      ) : (
        <Form method="post" className="mt-4">
          <input type="hidden" name="_id" value={id} />
          <p className="mb-2">Make a private link to send the donor their receipt.</p>
          <SubmitButton intent="share" busyText="Making the link…">
            Make a receipt link
          </SubmitButton>
        </Form>
      )}
    </section>
  );
}
