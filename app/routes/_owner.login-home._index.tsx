import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { pageMeta } from "~/components/page-meta";
import { takeMessage } from "~/http/flash.server";
import { requireOwner } from "~/http/session.server";

export const meta: MetaFunction = () => pageMeta("Owner Home", "The owner's area.");

export async function loader({ request }: LoaderFunctionArgs) {
  const { owner } = await requireOwner(request);
  const { message, headers } = await takeMessage(request);
  return data({ message, userid: owner.userid }, { headers });
}

export default function OwnerHome() {
  const { message, userid } = useLoaderData<typeof loader>();
  return (
    <>
      <h1 className="text-3xl font-bold text-brand-800">Welcome, {userid}</h1>
      <div role="status" className={message ? "mt-4 rounded-lg bg-green-50 p-4 font-semibold text-green-800" : ""}>
        {message}
      </div>
      <img src="/images/welcome.svg" alt="A village school with children waving: welcome to the owner's area" width="800" height="450" className="mt-6 h-auto w-full max-w-2xl rounded-xl" />
      <p className="mt-4 max-w-2xl">Choose what to do from the menu above: post a notice, add a work counter or a photo story, or update what is already there.</p>
    </>
  );
}
