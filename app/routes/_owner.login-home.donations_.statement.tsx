import { Subsection } from "~/components/section";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { FileField, FormRefusal, SubmitButton } from "~/components/owner-form";
import { FieldLabel } from "~/components/field-label";
import { useAnswerInSight } from "~/components/bring-into-sight";
import { catalogueMeta } from "~/components/page-meta";
import { RegisterPageTitle } from "~/components/register-page-title";
import type { CreditLine, StatementColumns } from "~/domain/bank-statement";
import { creditLine, creditsToSettle, CREDITS_PAGE_SIZE, importStatement, readStatementRows, setCreditAside } from "~/domain/bank-statement.server";
import { askedPage, pageAfterPost, type Paging, pagingOf } from "~/domain/paging";
import { CreditList, CreditNamed } from "~/components/statement-credits";
import { RowButton } from "~/components/owner-list";
import { verifyFromStatement } from "~/domain/donation.server";
import { PRIVATE_NO_STORE } from "~/http/cache-headers";
import { redirectWithMessage } from "~/http/flash.server";
import { takesUploads } from "~/http/route-handle";
import { requireOwnersLanguage } from "~/http/session.server";
import { sayIn } from "~/i18n/said";
import { indianNumber, langAttribute, textsOf } from "~/i18n/texts";
import { useLang, useTexts } from "~/i18n/use-texts";
import { Quoting } from "~/components/written";
import { isMultipart, readUploadForm } from "~/photos/uploads.server";

// The bank statement, matched: the owner uploads it as the bank gives it, its credits are kept
// once each, and the page lists the credits that match a waiting donation (to verify in one post)
// and those with no donation, 50 a page (to record, or to set aside when the money is no
// donation: set-aside.tsx lists those). Everything works as plain forms; with JavaScript the
// statement goes without leaving the page, so its button says it is busy, a dropped signal keeps
// the chosen file (components/weak-signal.ts), and a new bank's columns are asked for in sight.
export const meta = catalogueMeta((t) => [t.owner.donations.statement.title, t.owner.donations.statement.description]);
export const handle = takesUploads;

const HERE = "/login-home/donations/statement";
// What a bank's download may be called: its "Excel" is often an .xls that is a web page or text,
// and Excel 2003's XML workbook may come as .xml.
const STATEMENT_FILES = [
  ".csv",
  ".xlsx",
  ".xls",
  ".txt",
  ".xml",
  "text/csv",
  "text/plain",
  "text/tab-separated-values",
  "application/vnd.ms-excel",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
].join(",");

export async function loader({ request }: LoaderFunctionArgs) {
  const lang = await requireOwnersLanguage(request);
  const asked = new URL(request.url).searchParams;
  const page = askedPage(asked);
  const { matches, unmatched, setAside } = await creditsToSettle(page);
  return {
    matches: matches.flatMap(({ credit, donation, by }) =>
      donation ? [{ value: `${credit.id}:${donation.id}`, ...creditLine(credit, lang), name: donation.name, by }] : [],
    ),
    unmatched: unmatched.credits.map((credit) => creditLine(credit, lang)),
    ...pagingOf(HERE, asked, page, CREDITS_PAGE_SIZE, unmatched.total),
    setAside: setAside > 0 ? indianNumber(setAside) : null,
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const lang = await requireOwnersLanguage(request);
  const t = textsOf(lang).owner.donations.statement;
  if (!isMultipart(request)) {
    const form = await request.formData().catch(() => null);
    if (form?.get("intent") === "setAside") {
      const setAside = await setCreditAside(String(form.get("_id") ?? ""), true);
      return redirectWithMessage(pageAfterPost(HERE, request), setAside ? t.creditSetAside : t.noSuchCredit);
    }
    const pairs = (form?.getAll("match") ?? []).flatMap((value) => {
      const [creditId, donationId] = String(value).split(":");
      return creditId && donationId ? [{ creditId, donationId }] : [];
    });
    const verified = await verifyFromStatement(pairs);
    return redirectWithMessage(HERE, textsOf(lang).owner.donations.statementVerified(verified));
  }
  const upload = await readUploadForm(request, "statement");
  if (!upload.ok) return refused(sayIn(lang, upload.message), upload.status);
  try {
    const read = upload.value.filePath ? await readStatementRows(upload.value.filePath) : { unreadable: true as const };
    if ("tooLarge" in read) return refused(t.tooLarge, 413);
    if ("unreadable" in read) return refused(t.unreadable, 400);
    const imported = await importStatement(read.rows, namedColumns(upload.value.fields));
    if ("noTable" in imported) return refused(t.unreadable, 400);
    if ("unknownColumns" in imported)
      return data({ message: null, unknownColumns: imported.unknownColumns }, { headers: { "Cache-Control": PRIVATE_NO_STORE } });
    const unread = imported.unread.slice(0, 3).map(({ day, narration, amount }) => `“${day}, ${narration}, ₹${indianNumber(amount)}”`);
    return redirectWithMessage(
      HERE,
      [t.imported(imported.read, imported.added), ...(unread.length ? [t.unread(imported.unread.length, unread.join("; "))] : [])].join(" "),
    );
  } finally {
    await upload.value.discard();
  }
}
export { postOnWeakSignal as clientAction } from "~/components/weak-signal";

function refused(message: string, status: number) {
  return data({ message, unknownColumns: null }, { status, headers: { "Cache-Control": PRIVATE_NO_STORE } });
}

/** The columns the owner named for a statement the site did not recognise, when all the needed ones are named. */
function namedColumns(fields: Record<string, string>): StatementColumns | null {
  const index = (name: string) => (/^\d{1,3}$/.test(fields[name] ?? "") ? Number(fields[name]) : null);
  const [date, narration, reference, credit, mark] = [index("date"), index("narration"), index("reference"), index("credit"), index("mark")];
  return date !== null && narration !== null && credit !== null ? { date, narration, reference, credit, mark } : null;
}

export default function BankStatement() {
  const { matches, unmatched, shown, links, setAside } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const t = useTexts().owner.donations.statement;
  return (
    <>
      <RegisterPageTitle title={t.title} />
      <p className="mt-2 max-w-2xl">{t.intro}</p>
      <Form method="post" encType="multipart/form-data" className="mt-6 max-w-xl space-y-4">
        <FormRefusal message={answer?.message ?? undefined} />
        {answer?.unknownColumns ? <NameColumns header={answer.unknownColumns} /> : null}
        <FileField name="statement" label={t.file} help={t.fileHelp} accept={STATEMENT_FILES} />
        <SubmitButton busyText={t.importing}>{t.import}</SubmitButton>
      </Form>
      <Matches matches={matches} />
      <Unmatched credits={unmatched} shown={shown} links={links} setAside={setAside} />
    </>
  );
}

/** For a bank the site does not know: which of the header's columns holds what. */
function NameColumns({ header }: { header: string[] }) {
  const t = useTexts().owner.donations.statement;
  const lang = useLang();
  // With JavaScript the answer comes on the same page, where she tapped Import, below it.
  const asked = useAnswerInSight<HTMLFieldSetElement>(true);
  return (
    <fieldset ref={asked} className="space-y-3 rounded-lg bg-amber-50 p-4" data-name-columns>
      <legend className="font-semibold">{t.nameColumns}</legend>
      {(["date", "narration", "reference", "credit", "mark"] as const).map((field) => (
        <div key={field}>
          <FieldLabel id={`column-${field}`} label={t.columns[field]} />
          <select id={`column-${field}`} name={field} required={field !== "reference" && field !== "mark"} defaultValue="" className="text-box mt-1 w-full">
            <option value="">{t.noColumn}</option>
            {header.map((name, index) => (
              <option key={index} value={index} {...langAttribute(name, lang)}>
                {name || `${index + 1}`}
              </option>
            ))}
          </select>
        </div>
      ))}
    </fieldset>
  );
}

function Matches({ matches }: { matches: { value: string; on: string; amount: string; what: string; name: string; by: "reference" | "amount" }[] }) {
  const t = useTexts().owner.donations.statement;
  return (
    <Subsection id="matches-title" title={t.matchesTitle} className="mt-10 max-w-2xl" small>
      {matches.length === 0 ? (
        <p className="mt-2">{t.noMatches}</p>
      ) : (
        <Form method="post" className="mt-2 space-y-3">
          <p>{t.matchesHelp}</p>
          <ul className="space-y-2" data-matches>
            {matches.map((match) => (
              <li key={match.value}>
                <label className="flex min-h-11 items-start gap-3">
                  <input type="checkbox" name="match" value={match.value} defaultChecked className="mt-1 h-5 w-5 shrink-0" />
                  <span>
                    <Quoting sentence={t.matchLine(match.on, match.amount, match.what, match.name)} /> ({match.by === "reference" ? t.byReference : t.byAmount})
                  </span>
                </label>
              </li>
            ))}
          </ul>
          <SubmitButton busyText={t.confirming}>{t.confirm}</SubmitButton>
        </Form>
      )}
    </Subsection>
  );
}

function Unmatched({ credits, shown, links, setAside }: { credits: CreditLine[]; setAside: string | null } & Paging) {
  const t = useTexts().owner.donations.statement;
  return (
    <Subsection id="unmatched-title" title={t.unmatchedTitle} className="mt-10 max-w-2xl" small>
      <p className="mt-1">{shown.total === 0 ? t.nothingUnmatched : t.unmatchedHelp}</p>
      <CreditList
        list="unmatched"
        credits={credits}
        shown={shown}
        links={links}
        pagesLabel={t.unmatchedPages}
        actions={(credit) => (
          <>
            <Link to={`/login-home/donations/new?credit=${credit.id}`} className="button bg-stone-700">
              {t.record}
              <CreditNamed credit={credit} />
            </Link>
            <RowButton id={credit.id} intent="setAside" busyText={t.settingAside}>
              {t.setAside}
              <CreditNamed credit={credit} />
            </RowButton>
          </>
        )}
      />
      {setAside ? (
        <p className="mt-6">
          <Link to={`${HERE}/set-aside`} className="tap-link">
            {t.setAsideLink(setAside)}
          </Link>
        </p>
      ) : null}
    </Subsection>
  );
}
