import { calendarDay } from "~/domain/calendar-day";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { SubmitButton } from "~/components/owner-form";
import { pageMeta } from "~/components/page-meta";
import { type DonationStatus, financialYearOf, financialYearSpan, giftWords, maskIdNumber, receiptNumber, STATUSES } from "~/domain/donation";
import { donationYears, listDonations, REGISTER_PAGE_SIZE } from "~/domain/donation.server";
import { requireOwner } from "~/http/session.server";
import { indianNumber, readableDate } from "~/i18n/texts";
import { useTexts } from "~/i18n/use-texts";
import { languageOf } from "~/domain/owner.server";
import { HiddenLabel } from "~/components/owner-list";
import { langAttribute } from "~/i18n/texts";

export const meta = pageMeta((t) => t.owner.donations.title, (t) => t.owner.donations.description);

export async function loader({ request }: LoaderFunctionArgs) {
  const lang = languageOf((await requireOwner(request)).owner);
  const words = giftWords(lang);
  const asked = new URL(request.url).searchParams;
  const status =
    STATUSES.find((known) => known === asked.get("status")) ?? null;
  const year = financialYearSpan(asked.get("year") ?? "")
    ? asked.get("year")
    : null;
  const search = (asked.get("q") ?? "").trim().slice(0, 100);
  const page = Math.min(Math.max(1, Math.floor(Number(asked.get("page")) || 1)), 100_000);
  const [{ donations, total }, years] = await Promise.all([
    listDonations({ status, year, search, page }),
    donationYears(),
  ]);
  const thisYear = financialYearOf(calendarDay());
  const pages = Math.max(1, Math.ceil(total / REGISTER_PAGE_SIZE));
  return {
    lang,
    status,
    year,
    search,
    shown: { from: total === 0 ? 0 : (page - 1) * REGISTER_PAGE_SIZE + 1, to: Math.min(total, page * REGISTER_PAGE_SIZE), total },
    pageLinks: {
      previous: page > 1 ? registerAddress(asked, Math.min(page - 1, pages)) : null,
      next: page < pages ? registerAddress(asked, page + 1) : null,
    },
    years: years.includes(thisYear) ? years : [thisYear, ...years],
    donations: donations.map((donation) => ({
      id: donation.id,
      name: donation.name,
      amount: indianNumber(donation.amount),
      givenOn: readableDate(donation.givenOn, lang),
      mode: words.mode(donation.mode),
      maskedId: maskIdNumber(donation.idType, donation.idNumber),
      status: donation.status as DonationStatus,
      receipt:
        donation.receiptYear && donation.receiptSerial
          ? receiptNumber(donation.receiptYear, donation.receiptSerial)
          : null,
    })),
  };
}

/** The register's address with the same filter, at another page. */
function registerAddress(asked: URLSearchParams, page: number): string {
  const kept = new URLSearchParams(asked);
  kept.set("page", String(page));
  return `/login-home/donations?${kept}`;
}

export default function Donations() {
  const { lang, status, year, years, search, shown, pageLinks, donations } = useLoaderData<typeof loader>();
  const { donations: t, form } = useTexts().owner;
  return (
    <>
      <h1 className="text-3xl font-bold text-brand-800">{t.title}</h1>
      <p className="mt-2 max-w-2xl">{t.intro}</p>
      <Form
        method="get"
        className="mt-6 flex flex-wrap items-end gap-4"
        aria-label={t.show}
      >
        <div>
          <label htmlFor="status" className="block font-semibold">
            {t.status}
          </label>
          <select
            id="status"
            name="status"
            defaultValue={status ?? ""}
            className="mt-1 min-h-11 rounded-lg border border-stone-400 px-3"
          >
            <option value="">{t.all}</option>
            {STATUSES.map((known) => (
              <option key={known} value={known}>
                {t.statuses[known]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="year" className="block font-semibold">
            {t.year}
          </label>
          <select
            id="year"
            name="year"
            defaultValue={year ?? ""}
            className="mt-1 min-h-11 rounded-lg border border-stone-400 px-3"
          >
            <option value="">{t.allYears}</option>
            {years.map((known) => (
              <option key={known} value={known}>
                {known}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="q" className="block font-semibold">
            {t.search}
          </label>
          <input id="q" name="q" type="search" defaultValue={search} maxLength={100} className="mt-1 min-h-11 rounded-lg border border-stone-400 px-3" />
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
          <li
            key={donation.id}
            className="flex flex-wrap items-center justify-between gap-3 rounded-lg p-4 ring-1 ring-stone-300"
            data-owner-row
          >
            <div className="min-w-[12rem] flex-1 break-words">
              <p className="font-semibold">
                <span {...langAttribute(donation.name, lang)}>{donation.name}</span>: ₹{donation.amount}
              </p>
              <p className="text-sm">
                {donation.givenOn} · {donation.mode} · ID{" "}
                {donation.maskedId} ·{" "}
                <strong>{t.statuses[donation.status]}</strong>
                {donation.receipt ? ` · ${t.receiptShort(donation.receipt)}` : ""}
              </p>
            </div>
            <Link
              to={`/login-home/donations/${donation.id}`}
              className="button bg-stone-700"
            >
              {t.open}
              <HiddenLabel label={t.openThe(donation.amount, donation.name)} />
            </Link>
          </li>
        ))}
      </ul>
      {pageLinks.previous || pageLinks.next ? (
        <nav aria-label={t.pages} className="mt-6 flex flex-wrap gap-3">
          {pageLinks.previous ? (
            <Link to={pageLinks.previous} className="button bg-stone-700" rel="prev">
              {t.previousPage}
            </Link>
          ) : null}
          {pageLinks.next ? (
            <Link to={pageLinks.next} className="button bg-stone-700" rel="next">
              {t.nextPage}
            </Link>
          ) : null}
        </nav>
      ) : null}
      <section
        aria-labelledby="form-10bd-title"
        className="mt-10 max-w-2xl rounded-xl p-5 ring-1 ring-stone-300"
      >
        <h2 id="form-10bd-title" className="text-xl font-bold text-brand-800">
          {t.form10bd}
        </h2>
        <p className="mt-1">{t.form10bdText}</p>
        <ul className="mt-3 space-y-2">
          {years.map((known) => (
            <li key={known}>
              <a
                href={`/login-home/donations/form-10bd.csv?year=${known}`}
                className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
                download
              >
                {t.form10bdFile(known)}
              </a>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
