import { Subsection } from "~/components/section";
import { calendarDay } from "~/domain/calendar-day";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { DeleteButton, DeleteQuestion, useAskedDelete } from "~/components/owner-list";
import { RegisterPageTitle } from "~/components/register-page-title";
import type { ReactNode } from "react";
import { FormKey, FormRefusal, SubmitButton, TextField } from "~/components/owner-form";
import { catalogueMeta } from "~/components/page-meta";
import {
  cashBeyondDeduction,
  type DonationStatus,
  donorLangOf,
  financialYearOf,
  donationWords,
  maskIdNumber,
  phoneOfContact,
  receiptNumberOf,
} from "~/domain/donation";
import { correctionsOf, donationsOfDonor, historyOf, readDonation } from "~/domain/donation.server";
import { mailsOf } from "~/domain/receipt-mail.server";
import { readTrustDetails } from "~/domain/trust.server";
import { trustNameIn } from "~/domain/trust";
import { LIMITS } from "~/domain/limits";
import { ownerFormByIntent } from "~/http/owner-forms.server";
import { notFound } from "~/http/refusal-page";
import { requireOwnersLanguage } from "~/http/session.server";
import { indiaMoment, indianNumber, type Lang, readableDate, textsOf } from "~/i18n/texts";
import { siteConfig } from "~/site/env.server";
import { useTexts } from "~/i18n/use-texts";
import { Written } from "~/components/written";

export const meta = catalogueMeta((t) => [t.owner.donations.oneTitle, t.owner.donations.oneDescription]);

export async function loader({ request, params }: LoaderFunctionArgs) {
  const lang = await requireOwnersLanguage(request);
  const t = textsOf(lang).owner.donations;
  const words = donationWords(lang);
  const [donation, trust] = await Promise.all([readDonation(params.id ?? ""), readTrustDetails()]);
  if (!donation) throw notFound();
  const [history, donorDonations, corrections, mails] = await Promise.all([
    historyOf(donation.id),
    donationsOfDonor(donation),
    correctionsOf(donation),
    mailsOf(donation.id),
  ]);
  const receipt = receiptNumberOf(donation);
  const erased = donation.erasedOn !== null;
  const link = donation.receiptToken ? `${siteConfig().publicOrigin}/receipt/${donation.receiptToken}` : null;
  const phone = phoneOfContact(donation.contact);
  const donorLang = donorLangOf(donation);
  const thanks = textsOf(donorLang).owner.donations.thanks(
    donation.name,
    indianNumber(donation.amount),
    trustNameIn(donorLang, trust),
    receipt ?? "",
    link ?? "",
  );
  return {
    id: donation.id,
    status: donation.status as DonationStatus,
    rows: (
      [
        [t.rows.donor, erased ? t.erased : donation.name],
        [t.rows.address, erased ? null : donation.address],
        [words.id(donation), erased ? null : maskIdNumber(donation.idType, donation.idNumber)],
        [t.rows.amount, `₹${indianNumber(donation.amount)}`],
        [t.rows.date, readableDate(donation.givenOn, lang)],
        [t.rows.mode, words.mode(donation.mode)],
        [t.rows.inKind, donation.inKind],
        [t.rows.reference, donation.reference ?? (donation.mode === "cash" || donation.mode === "kind" ? null : t.notGiven)],
        [t.rows.bank, donation.bank],
        [t.rows.instrumentOn, donation.instrumentOn && readableDate(donation.instrumentOn, lang)],
        [t.rows.purpose, words.purpose(donation.purpose)],
        [t.rows.contact, erased ? null : donation.contact || t.notGiven],
        [t.rows.recordedBy, t.recordedBy[donation.recordedBy === "owner" ? "owner" : "donor"]],
        [t.rows.declaredOn, readableDate(calendarDay(donation.createdAt), lang)],
      ] as [string, string | null][]
    ).filter((row): row is [string, string] => row[1] !== null),
    cancelReason: donation.cancelReason,
    mail: mailState(mails[0], donation, lang),
    corrections,
    history: history.map((event) => ({
      id: event.id,
      kind: event.what,
      when: indiaMoment(event.at.toISOString(), lang),
      what: t.events[event.what] ?? event.what,
      note: event.note,
    })),
    donorDonations: donorDonations.map((other) => ({
      id: other.id,
      line: `${readableDate(other.givenOn, lang)}: ₹${indianNumber(other.amount)}, ${words.mode(other.mode)}, ${t.statuses[other.status as DonationStatus] ?? other.status}${receiptNumberOf(other) ? `, ${t.receiptShort(receiptNumberOf(other) ?? "")}` : ""}`,
    })),
    donorYears: givenEachYear(donorDonations).map(([year, total]) => t.donorYearTotal(year, indianNumber(total))),
    cashNote: cashBeyondDeduction(donation.mode, donation.amount),
    rejectReason: donation.rejectReason,
    receipt,
    link,
    whatsapp: link && phone ? `https://wa.me/91${phone}?text=${encodeURIComponent(thanks)}` : null,
    label: t.eraseLabel(indianNumber(donation.amount), donation.name),
    erased,
    numbered: receipt !== null,
  };
}

/** What became of the receipt's e-mail: sent, waiting, being tried again or failed; or that the site sends none. */
function mailState(
  mail: { to: string; status: string; attempts: number; lastError: string | null; sentAt: Date | null } | undefined,
  donation: { status: string; contact: string },
  lang: Lang,
) {
  const t = textsOf(lang).owner.donations.mail;
  if (!mail) return donation.status === "verified" && donation.contact.includes("@") && !siteConfig().mail ? { text: t.off, again: false } : null;
  if (mail.status === "sent") return { text: t.sent(mail.to, mail.sentAt ? readableDate(calendarDay(mail.sentAt), lang) : ""), again: false };
  if (mail.status === "failed") return { text: t.failed(mail.to, mail.lastError ?? ""), again: true };
  return { text: mail.attempts > 0 ? t.retrying(mail.to, mail.attempts, mail.lastError ?? "") : t.waiting(mail.to), again: mail.attempts > 0 };
}

/** A donor's total per financial year, of the donations that count: verified, never cancelled or rejected. */
function givenEachYear(donations: { givenOn: string; amount: number; status: string }[]): [string, number][] {
  const totals = new Map<string, number>();
  for (const donation of donations.filter((donation) => donation.status === "verified"))
    totals.set(financialYearOf(donation.givenOn), (totals.get(financialYearOf(donation.givenOn)) ?? 0) + donation.amount);
  return [...totals.entries()];
}

export function action(args: ActionFunctionArgs) {
  const here = new URL(args.request.url).pathname;
  return ownerFormByIntent(
    args,
    {
      verify: { operation: "verifyDonation", successTo: here },
      reject: { operation: "rejectDonation", successTo: here },
      share: { operation: "shareReceipt", successTo: here },
      cancel: { operation: "cancelDonation", successTo: here },
      resend: { operation: "resendReceipt", successTo: here },
      unshare: { operation: "stopSharingReceipt", successTo: here },
      delete: { operation: "deleteDonation", successTo: "/login-home/donations" },
    },
    { _id: args.params.id ?? "" },
  );
}
export { postOnWeakSignal as clientAction } from "~/components/weak-signal";

export default function DonationPage() {
  const donation = useLoaderData<typeof loader>();
  const refusal = useActionData<typeof action>();
  const t = useTexts().owner.donations;
  const askedErase = useAskedDelete([donation]);
  if (askedErase) return <DeleteQuestion id={donation.id} label={donation.label} />;
  return (
    <>
      <RegisterPageTitle title={t.heading(t.headingStatuses[donation.status], donation.receipt)} />
      <div className="mt-4">
        <FormRefusal message={refusal?.message} />
      </div>
      <dl className="mt-6 max-w-2xl space-y-2" data-donation>
        {donation.rows.map(([label, value]) => (
          <div key={label} className="grid gap-1 sm:grid-cols-[12rem_1fr]">
            <dt className="font-semibold">{label}</dt>
            <Written as="dd" className="whitespace-pre-line [overflow-wrap:anywhere]" text={value} />
          </div>
        ))}
        {[
          [t.whyRejected, donation.rejectReason],
          [t.whyCancelled, donation.cancelReason],
        ].map(([label, reason]) =>
          reason ? (
            <div key={label} className="grid gap-1 sm:grid-cols-[12rem_1fr]">
              <dt className="font-semibold">{label}</dt>
              <Written as="dd" text={reason} />
            </div>
          ) : null,
        )}
      </dl>
      <Corrections {...donation.corrections} />
      {donation.cashNote ? <p className="mt-4 max-w-2xl rounded-xl bg-amber-50 p-4">{t.cashNote}</p> : null}
      {donation.status === "new" ? <Decide id={donation.id} /> : null}
      {donation.status === "verified" ? <Receipt {...donation} /> : null}
      {donation.mail ? <MailState id={donation.id} {...donation.mail} /> : null}
      {donation.status === "verified" ? <CancelOrCorrect id={donation.id} /> : null}
      {donation.status === "cancelled" ? (
        <p className="mt-6">
          <a href={`/login-home/donations/${donation.id}/receipt.pdf`} className="button bg-stone-700">
            {t.openReceipt}
          </a>
        </p>
      ) : null}
      <DonorAndHistory donation={donation} />
      {donation.erased ? null : (
        <Subsection id="erase-title" title={t.erase} className="mt-10 max-w-2xl" small>
          <p className="mt-1">{donation.numbered ? t.eraseNumberedText : t.eraseText}</p>
          <div className="mt-3">
            <DeleteButton id={donation.id} label={donation.label} />
          </div>
        </Subsection>
      )}
    </>
  );
}

function MailState({ id, text, again }: { id: string; text: string; again: boolean }) {
  const t = useTexts().owner.donations.mail;
  return (
    <Subsection id="mail-title" title={t.title} className="mt-8 max-w-2xl" data-receipt-mail small>
      <p className="mt-1">{text}</p>
      {again ? (
        <DonationButton id={id} intent="resend" busyText={t.sendingAgain} className="mt-3">
          {t.again}
        </DonationButton>
      ) : null}
    </Subsection>
  );
}

/** A form of one button that does something to this donation, with the line that says what, if it needs one. */
function DonationButton({
  id,
  intent,
  busyText,
  line,
  className,
  children,
}: {
  id: string;
  intent: string;
  busyText: string;
  line?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Form method="post" className={className}>
      <FormKey />
      <input type="hidden" name="_id" value={id} />
      {line ? <p className="mb-2">{line}</p> : null}
      <SubmitButton intent={intent} busyText={busyText}>
        {children}
      </SubmitButton>
    </Form>
  );
}

/** A decision that says why (reject, cancel a receipt): its reason, then its button. */
function ReasonForm({
  id,
  intent,
  field,
  busyText,
  colour,
  children,
}: {
  id: string;
  intent: string;
  field: { id: string; label: string; help: string };
  busyText: string;
  colour: string;
  children: ReactNode;
}) {
  return (
    <Form method="post" className="space-y-3">
      <FormKey />
      <input type="hidden" name="_id" value={id} />
      <TextField id={field.id} name="reason" label={field.label} help={field.help} required maxLength={LIMITS.line} />
      <span className={colour}>
        <SubmitButton intent={intent} busyText={busyText}>
          {children}
        </SubmitButton>
      </span>
    </Form>
  );
}

function Corrections({ replaces, replacedBy }: { replaces: { id: string; receipt: string } | null; replacedBy: { id: string; receipt: string } | null }) {
  const t = useTexts().owner.donations;
  const links = [
    replaces ? { ...replaces, text: t.replaces(replaces.receipt) } : null,
    replacedBy ? { ...replacedBy, text: t.replacedBy(replacedBy.receipt) } : null,
  ];
  return links.map((link) =>
    link ? (
      <p key={link.id} className="mt-4 max-w-2xl" data-correction>
        <Link to={`/login-home/donations/${link.id}`} className="tap-link">
          {link.text}
        </Link>
      </p>
    ) : null,
  );
}

/** A numbered receipt is cancelled with a reason, or corrected by a new one: never deleted. */
function CancelOrCorrect({ id }: { id: string }) {
  const t = useTexts().owner.donations;
  return (
    <Subsection id="cancel-title" title={t.cancel} className="mt-8 max-w-2xl space-y-4 rounded-xl p-5 ring-1 ring-stone-300" small>
      <p>{t.cancelText}</p>
      <ReasonForm
        id={id}
        intent="cancel"
        field={{ id: "cancel-reason", label: t.cancelReason, help: t.cancelReasonHelp }}
        busyText={t.cancelling}
        colour="[&>button]:bg-red-800"
      >
        {t.cancel}
      </ReasonForm>
      <p>{t.correctText}</p>
      <Link to={`/login-home/donations/${id}/correct`} className="button bg-stone-700">
        {t.correct}
      </Link>
    </Subsection>
  );
}

/** The donor's donations, their total in each year, and what happened to this donation. */
function DonorAndHistory({
  donation,
}: {
  donation: {
    id: string;
    donorDonations: { id: string; line: string }[];
    donorYears: string[];
    history: { id: string; kind: string; when: string; what: string; note: string | null }[];
  };
}) {
  const t = useTexts().owner.donations;
  return (
    <>
      {donation.donorDonations.length > 1 ? (
        <Subsection id="donor-title" title={t.donorDonations} className="mt-10 max-w-2xl" small>
          <ul className="mt-2 space-y-1" data-donor-years>
            {donation.donorYears.map((line) => (
              <li key={line} className="font-semibold">
                {line}
              </li>
            ))}
          </ul>
          <ul className="mt-2 space-y-1" data-donor-donations>
            {donation.donorDonations.map((other) => (
              <li key={other.id}>
                {other.id === donation.id ? (
                  other.line
                ) : (
                  <Link to={`/login-home/donations/${other.id}`} className="tap-link">
                    {other.line}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </Subsection>
      ) : null}
      <Subsection id="history-title" title={t.history} className="mt-10 max-w-2xl" small>
        <ol className="mt-2 space-y-1" data-history>
          {donation.history.map((event) => (
            <li key={event.id} data-event={event.kind}>
              <span className="font-semibold">{event.when}</span>: {event.what}
              {event.note ? <span> ({event.note})</span> : null}
            </li>
          ))}
        </ol>
      </Subsection>
    </>
  );
}

function Decide({ id }: { id: string }) {
  const t = useTexts().owner.donations;
  return (
    <div className="mt-8 grid grid-cols-1 max-w-2xl gap-6">
      <DonationButton id={id} intent="verify" busyText={t.verifying} line={t.verifyText}>
        {t.verify}
      </DonationButton>
      <ReasonForm id={id} intent="reject" field={{ id: "reason", label: t.reason, help: t.reasonHelp }} busyText={t.rejecting} colour="[&>button]:bg-stone-700">
        {t.reject}
      </ReasonForm>
    </div>
  );
}

function Receipt({ id, receipt, link, whatsapp }: { id: string; receipt: string | null; link: string | null; whatsapp: string | null }) {
  const t = useTexts().owner.donations;
  return (
    <Subsection id="receipt-title" title={t.receipt(receipt)} className="mt-8 max-w-2xl rounded-xl p-5 ring-1 ring-stone-300" small>
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
            <DonationButton id={id} intent="unshare" busyText={t.unsharing} className="[&_button]:bg-stone-700">
              {t.unshare}
            </DonationButton>
          </div>
        </>
      ) : (
        <DonationButton id={id} intent="share" busyText={t.sharing} line={t.shareText} className="mt-4">
          {t.share}
        </DonationButton>
      )}
    </Subsection>
  );
}
