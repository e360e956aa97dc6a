import { calendarDay } from "~/domain/calendar-day";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { SubmitButton } from "~/components/owner-form";
import { pageMeta } from "~/components/page-meta";
import { type DonationStatus, financialYearOf, financialYearSpan, maskIdNumber, MODE_NAMES, receiptNumber, STATUSES } from "~/domain/donation";
import { donationYears, listDonations } from "~/domain/donation.server";
import { requireOwner } from "~/http/session.server";
import { indianNumber, readableDate } from "~/i18n/texts";

export const meta = pageMeta(
  "Donations",
  "The gifts donors declared: verify them and send their receipts."
);

const STATUS_NAMES: Record<DonationStatus, string> = {
  new: "New",
  verified: "Verified",
  rejected: "Rejected",
};

export async function loader({ request }: LoaderFunctionArgs) {
  await requireOwner(request);
  const asked = new URL(request.url).searchParams;
  const status =
    STATUSES.find((known) => known === asked.get("status")) ?? null;
  const year = financialYearSpan(asked.get("year") ?? "")
    ? asked.get("year")
    : null;
  const [donations, years] = await Promise.all([
    listDonations({ status, year }),
    donationYears(),
  ]);
  const thisYear = financialYearOf(calendarDay());
  return {
    status,
    year,
    years: years.includes(thisYear) ? years : [thisYear, ...years],
    donations: donations.map((donation) => ({
      id: donation.id,
      name: donation.name,
      amount: indianNumber(donation.amount),
      givenOn: readableDate(donation.givenOn, "en"),
      mode: MODE_NAMES[donation.mode] ?? donation.mode,
      maskedId: maskIdNumber(donation.idType, donation.idNumber),
      status: donation.status as DonationStatus,
      receipt:
        donation.receiptYear && donation.receiptSerial
          ? receiptNumber(donation.receiptYear, donation.receiptSerial)
          : null,
    })),
  };
}

export default function Donations() {
  const { status, year, years, donations } = useLoaderData<typeof loader>();
  return (
    <>
      <h1 className="text-3xl font-bold text-brand-800">Donations</h1>
      <p className="mt-2 max-w-2xl">
        Gifts donors declared on the donate page, newest first. Check each
        against the bank statement or UPI app, then verify it to number its 80G
        receipt, or reject it.
      </p>
      <Form
        method="get"
        className="mt-6 flex flex-wrap items-end gap-4"
        aria-label="Show donations"
      >
        <div>
          <label htmlFor="status" className="block font-semibold">
            Status
          </label>
          <select
            id="status"
            name="status"
            defaultValue={status ?? ""}
            className="mt-1 min-h-11 rounded-lg border border-stone-400 px-3"
          >
            <option value="">All</option>
            {STATUSES.map((known) => (
              <option key={known} value={known}>
                {STATUS_NAMES[known]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="year" className="block font-semibold">
            Financial year
          </label>
          <select
            id="year"
            name="year"
            defaultValue={year ?? ""}
            className="mt-1 min-h-11 rounded-lg border border-stone-400 px-3"
          >
            <option value="">All years</option>
            {years.map((known) => (
              <option key={known} value={known}>
                {known}
              </option>
            ))}
          </select>
        </div>
        <SubmitButton busyText="Showing…">Show</SubmitButton>
      </Form>
      {donations.length === 0 ? (
        <p className="mt-6">No donations to show.</p>
      ) : null}
      <ul className="mt-6 space-y-3" data-donations>
        {donations.map((donation) => (
          <li
            key={donation.id}
            className="flex flex-wrap items-center justify-between gap-3 rounded-lg p-4 ring-1 ring-stone-300"
            data-owner-row
          >
            <div className="min-w-[12rem] flex-1 break-words">
              <p className="font-semibold">
                ₹{donation.amount} from {donation.name}
              </p>
              <p className="text-sm">
                {donation.givenOn} · {donation.mode} · ID{" "}
                {donation.maskedId} ·{" "}
                <strong>{STATUS_NAMES[donation.status]}</strong>
                {donation.receipt ? ` · receipt ${donation.receipt}` : ""}
              </p>
            </div>
            <Link
              to={`/login-home/donations/${donation.id}`}
              className="button bg-stone-700"
            >
              Open
              <span className="sr-only">
                {" "}
                the donation of ₹{donation.amount} from {donation.name}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <section
        aria-labelledby="form-10bd-title"
        className="mt-10 max-w-2xl rounded-xl p-5 ring-1 ring-stone-300"
      >
        <h2 id="form-10bd-title" className="text-xl font-bold text-brand-800">
          Form 10BD
        </h2>
        <p className="mt-1">
          By 31 May the trust files every verified donor of the year that ended
          on 31 March on the income-tax portal. This file has the columns of the
          portal&apos;s upload template. Cash gifts above ₹2,000 are left out:
          they earn no 80G deduction.
        </p>
        <ul className="mt-3 space-y-2">
          {years.map((known) => (
            <li key={known}>
              <a
                href={`/login-home/donations/form-10bd.csv?year=${known}`}
                className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
                download
              >
                Form 10BD file for {known}
              </a>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
