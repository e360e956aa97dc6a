import { Subsection } from "~/components/section";
import { calendarDay } from "~/domain/calendar-day";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { SelectField, SubmitButton } from "~/components/owner-form";
import { FieldLabel } from "~/components/field-label";
import { catalogueMeta } from "~/components/page-meta";
import { type DonationStatus, financialYearOf, financialYearSpan, donationWords, maskIdNumber, receiptNumberOf, STATUSES } from "~/domain/donation";
import { donationYears, form10bdSizeOf, donationsOfYear, listDonations, REGISTER_PAGE_SIZE } from "~/domain/donation.server";
import { yearTotals } from "~/domain/register-export";
import { requireOwnersLanguage } from "~/http/session.server";
import { indianNumber, readableDate, textsOf } from "~/i18n/texts";
import { useTexts } from "~/i18n/use-texts";
import { Labelled } from "~/components/owner-list";
import { Written } from "~/components/written";
import { PageLinks } from "~/components/page-links";
import { askedPage, pagingOf } from "~/domain/paging";

export const meta = catalogueMeta((t) => [t.owner.donations.title, t.owner.donations.description]);

export async function loader({ request }: LoaderFunctionArgs) {
  const lang = await requireOwnersLanguage(request);
  const words = donationWords(lang);
  const asked = new URL(request.url).searchParams;
  const status = STATUSES.find((known) => known === asked.get("status")) ?? null;
  const year = financialYearSpan(asked.get("year") ?? "") ? asked.get("year") : null;
  const search = (asked.get("q") ?? "").trim().slice(0, 100);
  const page = askedPage(asked);
  const [{ donations, total }, years] = await Promise.all([listDonations({ status, year, search, page }), donationYears()]);
  const thisYear = financialYearOf(calendarDay());
  const allYears = years.includes(thisYear) ? years : [thisYear, ...years];
  const glanceYear = year ?? thisYear;
  const [glance, statements] = await Promise.all([
    donationsOfYear(glanceYear).then((donations) => yearTotals(glanceYear, donations)),
    Promise.all(allYears.map(form10bdSizeOf)),
  ]);
  return {
    lang,
    status,
    year,
    search,
    ...pagingOf("/login-home/donations", asked, page, REGISTER_PAGE_SIZE, total),
    years: allYears.map((known, index) => {
      const size = statements[index] ?? { lines: 0, total: 0 };
      return { year: known, lines: indianNumber(size.lines), total: indianNumber(size.total) };
    }),
    glance: {
      year: glance.year,
      donations: indianNumber(glance.donations),
      amount: indianNumber(glance.amount),
      waiting: glance.waiting > 0 ? indianNumber(glance.waiting) : null,
      byMode: glance.byMode.map(([mode, amount]) => `${words.mode(mode)}: ₹${indianNumber(amount)}`),
      byPurpose: glance.byPurpose.map(([purpose, amount]) => `${words.purpose(purpose)}: ₹${indianNumber(amount)}`),
    },
    donations: donations.map((donation) => ({
      id: donation.id,
      name: donation.erasedOn ? textsOf(lang).owner.donations.erased : donation.name,
      idName: words.id(donation),
      amount: indianNumber(donation.amount),
      givenOn: readableDate(donation.givenOn, lang),
      mode: words.mode(donation.mode),
      maskedId: maskIdNumber(donation.idType, donation.idNumber),
      status: donation.status as DonationStatus,
      receipt: receiptNumberOf(donation),
    })),
  };
}

export default function Donations() {
  const { status, year, years, search, shown, links, donations, glance } = useLoaderData<typeof loader>();
  const { donations: t, form } = useTexts().owner;
  return (
    <>
      <h1 className="text-3xl font-bold text-brand-800">{t.title}</h1>
      <p className="mt-2 max-w-2xl">{t.intro}</p>
      <p className="mt-4 flex flex-wrap gap-3">
        <Link to="/login-home/donations/new" className="button">
          {t.record}
        </Link>
        <Link to="/login-home/donations/statement" className="button bg-stone-700">
          {t.statement.link}
        </Link>
        <Link to="/login-home/donations/receipt-law" className="button bg-stone-700">
          {t.law.link}
        </Link>
      </p>
      <YearAtAGlance glance={glance} />
      <Form method="get" className="mt-6 flex flex-wrap items-end gap-4" aria-label={t.show}>
        <SelectField
          id="status"
          label={t.status}
          defaultValue={status ?? ""}
          options={[{ value: "", label: t.all }, ...STATUSES.map((known) => ({ value: known, label: t.statuses[known] }))]}
        />
        <SelectField
          id="year"
          label={t.year}
          defaultValue={year ?? ""}
          options={[{ value: "", label: t.allYears }, ...years.map(({ year: known }) => ({ value: known, label: known }))]}
        />
        <div className="w-56 max-w-full">
          <FieldLabel id="q" label={t.search} />
          <input id="q" name="q" type="search" defaultValue={search} maxLength={100} className="text-box mt-1 w-full" />
        </div>
        <SubmitButton busyText={t.showing}>{form.show}</SubmitButton>
      </Form>
      {donations.length === 0 ? (
        <p className="mt-6">{t.none}</p>
      ) : (
        <p className="mt-6" data-register-count>
          {t.shownOf(indianNumber(shown.from), indianNumber(shown.to), indianNumber(shown.total))}
        </p>
      )}
      <ul className="mt-6 space-y-3" data-donations>
        {donations.map((donation) => (
          <li key={donation.id} className="flex flex-wrap items-center justify-between gap-3 rounded-lg p-4 ring-1 ring-stone-300" data-owner-row>
            <div className="row-text break-words">
              <p className="font-semibold">
                <Written text={donation.name} />: ₹{donation.amount}
              </p>
              <p className="text-sm">
                {donation.givenOn} · {donation.mode}
                {donation.maskedId ? ` · ${donation.idName} ${donation.maskedId}` : ""} · <strong>{t.statuses[donation.status]}</strong>
                {donation.receipt ? ` · ${t.receiptShort(donation.receipt)}` : ""}
              </p>
            </div>
            <Link to={`/login-home/donations/${donation.id}`} className="button bg-stone-700">
              <Labelled verb={t.open} label={t.openThe(donation.amount, donation.name)} />
            </Link>
          </li>
        ))}
      </ul>
      <PageLinks links={links} label={t.pages} />
      <Subsection id="form-10bd-title" title={t.form10bd} className="mt-10 max-w-2xl rounded-xl p-5 ring-1 ring-stone-300" small>
        <p className="mt-1">{t.form10bdText}</p>
        <ul className="mt-3 space-y-2">
          {years.map(({ year: known, lines, total }) => (
            <li key={known} data-form-10bd-year={known}>
              <a href={`/login-home/donations/form-10bd.csv?year=${known}`} className="tap-link font-semibold" download>
                {t.form10bdFile(known)}
              </a>{" "}
              ({t.form10bdLines(lines, total)})
            </li>
          ))}
        </ul>
      </Subsection>
    </>
  );
}

/** What the year's register adds up to, and the whole register as files for the accountant. */
function YearAtAGlance({
  glance,
}: {
  glance: { year: string; donations: string; amount: string; waiting: string | null; byMode: string[]; byPurpose: string[] };
}) {
  const t = useTexts().owner.donations;
  return (
    <Subsection id="glance-title" title={t.atAGlance(glance.year)} className="mt-6 max-w-2xl rounded-xl p-5 ring-1 ring-stone-300" data-year-at-a-glance small>
      <p className="mt-1">
        {t.received(glance.donations, glance.amount)} {glance.waiting ? t.stillWaiting(glance.waiting) : null}
      </p>
      {(
        [
          [t.byMode, glance.byMode],
          [t.byPurpose, glance.byPurpose],
        ] as const
      ).map(([title, lines]) =>
        lines.length > 0 ? (
          <div key={title} className="mt-2">
            <h3 className="font-semibold">{title}</h3>
            <ul className="list-disc pl-5">
              {lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
        ) : null,
      )}
      <p className="mt-3">{t.registerFiles}</p>
      <p className="flex flex-wrap gap-4">
        <a href={`/login-home/donations/register.csv?year=${glance.year}`} className="tap-link font-semibold" download>
          {t.registerCsv(glance.year)}
        </a>
        <a href={`/login-home/donations/register.xlsx?year=${glance.year}`} className="tap-link font-semibold" download>
          {t.registerXlsx(glance.year)}
        </a>
      </p>
    </Subsection>
  );
}
