import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, type ShouldRevalidateFunction, useLoaderData } from "@remix-run/react";
import { OwnerMenu } from "~/components/owner-menu";
import { Quoting } from "~/components/written";
import { SIGNAL_DROPPED } from "~/components/weak-signal";
import { hydratedPage } from "~/http/route-handle";
import { privatePageHeaders } from "~/http/cache-headers";
import { takeMessage } from "~/http/flash.server";
import { type KeptForm, keptFormFor } from "~/http/kept-forms.server";
import type { OwnerFormRefusal } from "~/http/owner-forms.server";
import { type Lang, textsOf } from "~/i18n/texts";
import { requireOwner } from "~/http/session.server";
import { languageOf } from "~/domain/owner.server";
import { kindsInOwnerMenu } from "~/kinds/kinds.server";

// Every owner page, whatever its URL (/login-home/… and the spec's photo edit page under
// /api/v1/content/…): the session check, private no-store headers, React in the browser, the
// owner's menu (with the lists the kinds add to it), the language the owner chose (useLang reads
// it from this route's data, so the header and footer follow it too), the message of the save
// that led here ("The order was changed.") on whichever page that is, and the form she sent
// after her session had ended, back on its page after her login (http/kept-forms.server.ts).
// Each page's own loader checks the session too, since Remix runs a page's loaders side by side.
export const headers = privatePageHeaders;
export const handle = hydratedPage;

export async function loader({ request }: LoaderFunctionArgs) {
  const { owner } = await requireOwner(request);
  const language = languageOf(owner);
  const headers = new Headers();
  const { message, headers: messageHeaders } = await takeMessage(request);
  const { kept, headers: keptHeaders } = await keptFormFor(request, new URL(request.url).pathname);
  for (const answer of [messageHeaders, keptHeaders]) new Headers(answer).forEach((value, name) => headers.append(name, value));
  // A new key for the page's forms with each page, and after each save: a form sent twice is done once (http/sent-forms.server.ts).
  const formKey = crypto.randomUUID();
  return data({ message, language, kindLinks: kindsInOwnerMenu(language), formKey, keptForm: keptForm(kept, language) }, { headers });
}

/** A form sent after the session ended, back on its page as a refused one: what she typed, and why it was not saved. */
function keptForm(kept: KeptForm | null, language: Lang): OwnerFormRefusal | null {
  if (!kept) return null;
  const { notSavedSessionEnded, keptBack, chooseFileAgain } = textsOf(language).owner.form;
  const message = [notSavedSessionEnded, kept.typed ? keptBack : "", kept.hadFile ? chooseFileAgain : ""].filter(Boolean).join(" ");
  return { message, values: kept.values };
}

// A message is shown once: the next page, even one reached by a link, reads the cookie again. Not
// after a post the signal dropped: the page keeps its form key, so the form sent again is the same
// sending, and nothing is read over a dead signal.
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionStatus }) => actionStatus !== SIGNAL_DROPPED;

export default function OwnerArea() {
  const { message, kindLinks } = useLoaderData<typeof loader>();
  return (
    <>
      <OwnerMenu kindLinks={kindLinks} />
      <div className="mx-auto max-w-6xl px-4 py-8">
        <div role="status" className={message ? "mb-6 rounded-lg bg-green-50 p-4 font-semibold text-green-800" : ""}>
          {message ? <Quoting sentence={message} /> : null}
        </div>
        <Outlet />
      </div>
    </>
  );
}
