import { calendarDay } from "~/domain/calendar-day";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { showsDemoContent } from "~/domain/demo-content.server";
import { form10bdDue } from "~/domain/donation";
import { countNewDonations } from "~/domain/donation.server";
import { gettingReady } from "~/domain/trust.server";
import { pageMeta } from "~/components/page-meta";
import { requireOwner } from "~/http/session.server";

export const meta = pageMeta("Owner Home", "The owner's area.");

export async function loader({ request }: LoaderFunctionArgs) {
  const { owner } = await requireOwner(request);
  const [checklist, demo, newDonations] = await Promise.all([gettingReady(), showsDemoContent(), countNewDonations()]);
  return { userid: owner.userid, checklist, demo, newDonations, form10bdYear: form10bdDue(calendarDay()) };
}

export default function OwnerHome() {
  const { userid, checklist, demo, newDonations, form10bdYear } = useLoaderData<typeof loader>();
  const toDo = checklist.filter((item) => !item.done).length;
  return (
    <>
      <h1 className="text-3xl font-bold text-brand-800">Welcome, {userid}</h1>
      {demo ? (
        <p className="mt-6 max-w-2xl rounded-xl bg-amber-50 p-4" data-demo-notice>
          The site is showing demo content: made-up notices, counters, photo stories, gallery, team, documents and trust details.{" "}
          <Link to="/login-home/demo-content" className="font-semibold text-brand-800 underline">
            Remove demo content
          </Link>
        </p>
      ) : null}
      {form10bdYear ? (
        <p className="mt-6 max-w-2xl rounded-xl bg-amber-50 p-4" data-form-10bd-due>
          Form 10BD for {form10bdYear} is due by 31 May: file every verified donor of that year on the income-tax portal.{" "}
          <a href={`/login-home/donations/form-10bd.csv?year=${form10bdYear}`} className="font-semibold text-brand-800 underline" download>
            Download the Form 10BD file for {form10bdYear}
          </a>
        </p>
      ) : null}
      {newDonations > 0 ? (
        <p className="mt-6 max-w-2xl rounded-xl bg-brand-50 p-4" data-new-donations>
          {newDonations === 1 ? "One donation is" : `${newDonations} donations are`} waiting to be checked.{" "}
          <Link to="/login-home/donations?status=new" className="font-semibold text-brand-800 underline">
            Check the donations
          </Link>
        </p>
      ) : null}
      <section aria-labelledby="ready-title" className="mt-6 max-w-2xl rounded-xl p-5 ring-1 ring-stone-300">
        <h2 id="ready-title" className="text-xl font-bold text-brand-800">
          {toDo > 0 ? "Make the site your trust's own" : "The trust's details"}
        </h2>
        {toDo > 0 ? <p className="mt-1">Fill each part below. Until then the site leaves it out; nothing needs a rebuild.</p> : null}
        <ul className="mt-3 space-y-2" data-getting-ready>
          {checklist.map((item) => (
            <li key={item.to} className="flex flex-wrap items-center justify-between gap-2">
              <span>
                <span className={item.done ? "font-semibold text-green-800" : "font-semibold text-red-800"}>{item.done ? "Filled" : "Missing"}</span>: {item.part}
              </span>
              <Link to={item.to} className="inline-flex min-h-11 items-center text-brand-700 underline">
                {item.done ? "Change" : "Fill in"}<span className="sr-only"> {item.part}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <img src="/images/welcome.svg" alt="A village school with children waving: welcome to the owner's area" width="800" height="450" className="mt-6 h-auto w-full max-w-2xl rounded-xl" />
      <p className="mt-4 max-w-2xl">Choose what to do from the menu above: post a notice, add a work counter or a photo story, or update what is already there.</p>
    </>
  );
}
