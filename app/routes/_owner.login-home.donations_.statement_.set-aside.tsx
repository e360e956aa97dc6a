import { type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { RowButton } from "~/components/owner-list";
import { catalogueMeta } from "~/components/page-meta";
import { RegisterPageTitle } from "~/components/register-page-title";
import { CreditList, CreditNamed } from "~/components/statement-credits";
import { creditLine, creditsSetAside, CREDITS_PAGE_SIZE, setCreditAside } from "~/domain/bank-statement.server";
import { askedPage, pageAfterPost, pagingOf } from "~/domain/paging";
import { redirectWithMessage } from "~/http/flash.server";
import { requireOwnersLanguage } from "~/http/session.server";
import { textsOf } from "~/i18n/texts";
import { useTexts } from "~/i18n/use-texts";

// The credits the owner set aside from the bank statement as not donations (bank interest, a
// grant, the trust's own transfers): kept, out of the credits to record, and put back with one tap.
export const meta = catalogueMeta((t) => [t.owner.donations.statement.aside.title, t.owner.donations.statement.aside.description]);

const HERE = "/login-home/donations/statement/set-aside";

export async function loader({ request }: LoaderFunctionArgs) {
  const lang = await requireOwnersLanguage(request);
  const asked = new URL(request.url).searchParams;
  const page = askedPage(asked);
  const { credits, total } = await creditsSetAside(page);
  return { credits: credits.map((credit) => creditLine(credit, lang)), ...pagingOf(HERE, asked, page, CREDITS_PAGE_SIZE, total) };
}

export async function action({ request }: ActionFunctionArgs) {
  const t = textsOf(await requireOwnersLanguage(request)).owner.donations.statement;
  const form = await request.formData().catch(() => null);
  const putBack = form?.get("intent") === "putBack" && (await setCreditAside(String(form.get("_id") ?? ""), false));
  return redirectWithMessage(pageAfterPost(HERE, request), putBack ? t.aside.putBackDone : t.noSuchCredit);
}
export { postOnWeakSignal as clientAction } from "~/components/weak-signal";

export default function CreditsSetAside() {
  const { credits, shown, links } = useLoaderData<typeof loader>();
  const t = useTexts().owner.donations.statement;
  return (
    <>
      <RegisterPageTitle title={t.aside.title} />
      <p className="mt-2 max-w-2xl">{shown.total === 0 ? t.aside.none : t.aside.intro}</p>
      <div className="mt-4 max-w-2xl">
        <CreditList
          list="set-aside"
          credits={credits}
          shown={shown}
          links={links}
          pagesLabel={t.aside.pages}
          actions={(credit) => (
            <RowButton id={credit.id} intent="putBack" busyText={t.aside.puttingBack}>
              {t.aside.putBack}
              <CreditNamed credit={credit} />
            </RowButton>
          )}
        />
      </div>
      <p className="mt-6">
        <Link to="/login-home/donations/statement" className="tap-link">
          {t.link}
        </Link>
      </p>
    </>
  );
}
