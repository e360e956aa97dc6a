import { Subsection } from "~/components/section";
import { calendarDay } from "~/domain/calendar-day";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { showsDemoContent } from "~/domain/demo-content.server";
import { form10bdDue } from "~/domain/donation";
import { countNewDonations, form10bdSizeOf } from "~/domain/donation.server";
import { endingRegistrations } from "~/domain/trust";
import { gettingReady, readTrustDetails } from "~/domain/trust.server";
import { lawOfDay } from "~/domain/receipt-law.server";
import { indiaMoment, indianNumber, readableDate } from "~/i18n/texts";
import { offsiteView, type OffsiteView } from "~/site/offsite-view.server";
import { catalogueMeta } from "~/components/page-meta";
import { languageOf } from "~/domain/owner.server";
import { requireOwner } from "~/http/session.server";
import { useTexts } from "~/i18n/use-texts";
import { Quoting, Written } from "~/components/written";

export const meta = catalogueMeta((t) => [t.owner.home.title, t.owner.home.description]);

export async function loader({ request }: LoaderFunctionArgs) {
  const { owner } = await requireOwner(request);
  const today = calendarDay();
  const form10bdYear = form10bdDue(today);
  const lang = languageOf(owner);
  const [checklist, demo, newDonations, details, statement, law, offsite] = await Promise.all([
    gettingReady(lang),
    showsDemoContent(),
    countNewDonations(),
    readTrustDetails(),
    form10bdYear ? form10bdSizeOf(form10bdYear) : null,
    lawOfDay(today),
    offsiteView((iso) => indiaMoment(iso, lang)),
  ]);
  return {
    userid: owner.userid,
    checklist,
    demo,
    newDonations,
    form10bdYear,
    form10bdLines: statement ? { lines: indianNumber(statement.lines), total: indianNumber(statement.total) } : null,
    // Only a trust that gives 80G receipts needs to confirm the law they name.
    unconfirmedLaw: details?.reg80G && !law.confirmed ? { year: law.year, wording: lang === "hi" ? (law.wordingHi ?? law.wording) : law.wording } : null,
    offsite,
    ending: endingRegistrations(details, today).map((registration) => ({ ...registration, until: readableDate(registration.until, lang) })),
  };
}

const STATE_COLOUR = { filled: "text-green-800", missing: "text-red-800", check: "text-amber-900" } as const;

export default function OwnerHome() {
  const { userid, checklist, demo, newDonations, form10bdYear, form10bdLines, ending, unconfirmedLaw, offsite } = useLoaderData<typeof loader>();
  const lawTexts = useTexts().owner.donations.law;
  const toDo = checklist.filter((item) => item.state !== "filled").length;
  const t = useTexts().owner.home;
  return (
    <>
      <h1 className="text-3xl font-bold text-brand-800">
        {t.welcome} <Written text={userid} />
      </h1>
      {demo ? (
        <p className="mt-6 max-w-2xl rounded-xl bg-amber-50 p-4" data-demo-notice>
          {t.demo}{" "}
          <Link to="/login-home/demo-content" className="font-semibold text-brand-800 underline">
            {t.removeDemo}
          </Link>
        </p>
      ) : null}
      {ending.map((registration) => (
        <p key={registration.which} className="mt-6 max-w-2xl rounded-xl bg-amber-50 p-4 font-semibold" data-registration-ends={registration.which}>
          {t.registrationEnds(registration.which, registration.until, registration.days)}{" "}
          <Link to="/login-home/donation-details" className="text-brand-800 underline">
            {t.parts.donationDetails}
          </Link>
        </p>
      ))}
      {unconfirmedLaw ? (
        <p className="mt-6 max-w-2xl rounded-xl bg-amber-50 p-4" data-receipt-law-unconfirmed>
          <Quoting sentence={lawTexts.unconfirmed(unconfirmedLaw.year, unconfirmedLaw.wording)} />{" "}
          <Link to="/login-home/donations/receipt-law" className="font-semibold text-brand-800 underline">
            {lawTexts.link}
          </Link>
        </p>
      ) : null}
      {form10bdYear ? (
        <p className="mt-6 max-w-2xl rounded-xl bg-amber-50 p-4" data-form-10bd-due>
          {t.form10bdDue(form10bdYear)} {form10bdLines ? t.form10bdCount(form10bdLines.lines, form10bdLines.total) : null}{" "}
          <a href={`/login-home/donations/form-10bd.csv?year=${form10bdYear}`} className="font-semibold text-brand-800 underline" download>
            {t.form10bdDownload(form10bdYear)}
          </a>
        </p>
      ) : null}
      {newDonations > 0 ? (
        <p className="mt-6 max-w-2xl rounded-xl bg-brand-50 p-4" data-new-donations>
          {t.newDonations(newDonations)}{" "}
          <Link to="/login-home/donations?status=new" className="font-semibold text-brand-800 underline">
            {t.checkDonations}
          </Link>
        </p>
      ) : null}
      <Subsection id="ready-title" title={toDo > 0 ? t.makeItYours : t.details} className="mt-6 max-w-2xl rounded-xl p-5 ring-1 ring-stone-300" small>
        {toDo > 0 ? <p className="mt-1">{t.fillEach}</p> : null}
        <ul className="mt-3 space-y-2" data-getting-ready>
          {checklist.map((item) => (
            <li key={item.to} className="flex flex-wrap items-center justify-between gap-2" data-state={item.state}>
              <span>
                <span className={`font-semibold ${STATE_COLOUR[item.state]}`}>{t.state[item.state]}</span>: {item.label}
              </span>
              <Link to={item.to} className="tap-link">
                {t.stateAction[item.state]}
                <span className="sr-only"> {item.label}</span>
              </Link>
            </li>
          ))}
        </ul>
      </Subsection>
      <Subsection id="backup-title" title={t.backupTitle} className="mt-6 max-w-2xl rounded-xl p-5 ring-1 ring-stone-300" small>
        <p className="mt-1">{t.backupText}</p>
        <a href="/login-home/backup.tar.gz" className="button mt-3" download>
          {t.backupLink}
        </a>
        <OffsiteCopy offsite={offsite} />
      </Subsection>
      <img src="/images/welcome.svg" alt="" width="800" height="450" className="mt-6 h-auto w-full max-w-2xl rounded-xl" />
      <p className="mt-4 max-w-2xl">{t.chooseFromMenu}</p>
    </>
  );
}

/** Where the off-site copy stands, in the owner's words; a warning is an alert box with what to check. */
function OffsiteCopy({ offsite }: { offsite: OffsiteView }) {
  const t = useTexts().owner.home.offsite;
  const warning = offsite.state === "failing" || offsite.state === "late" || offsite.state === "none";
  return (
    <div className={`mt-4 rounded-xl p-4 ${warning ? "bg-amber-50" : "bg-green-50"}`} data-offsite={offsite.state}>
      <h3 className="font-bold text-brand-800">{t.title}</h3>
      {offsite.state === "none" ? <p className="mt-1">{t.none}</p> : null}
      {offsite.state === "first" ? <p className="mt-1">{t.first}</p> : null}
      {offsite.state === "ok" ? <p className="mt-1">{t.ok(offsite.copied ?? "", offsite.checked ?? "")}</p> : null}
      {offsite.state === "late" ? <p className="mt-1 font-semibold">{t.late(offsite.checked ?? "")}</p> : null}
      {offsite.state === "failing" ? (
        <>
          <p className="mt-1 font-semibold">{t.failing(offsite.since ?? "")}</p>
          {offsite.copied ? <p className="mt-1">{t.lastGood(offsite.copied)}</p> : null}
          {offsite.problem ? (
            <p className="mt-1">
              {t.check} {t.problems[offsite.problem]}
            </p>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
