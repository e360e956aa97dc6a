import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { FormRefusal, SubmitButton, TextField } from "~/components/owner-form";
import { catalogueMeta } from "~/components/page-meta";
import { PasswordInput } from "~/components/password-input";
import { PageSection } from "~/components/section";
import { chooseOwnerLanguage } from "~/domain/owner.server";
import { logInWithForm } from "~/http/auth.server";
import { deviceCookieHeader, deviceOf } from "~/http/device-cookie.server";
import { takeMessage } from "~/http/flash.server";
import { waitingForm } from "~/http/kept-forms.server";
import { readFormFields } from "~/http/owner-forms.server";
import { privatePageHeaders } from "~/http/cache-headers";
import { ownerFromCookie, safeRedirectPath, sessionCookieHeader } from "~/http/session.server";
import { takesLogin } from "~/http/route-handle";
import { sayIn } from "~/i18n/said";
import { langOfRequest, pathIn, textsOf } from "~/i18n/texts";
import { useLang, useTexts } from "~/i18n/use-texts";

// The owner's login, at /login and in Hindi at /hi/login. A login on the Hindi page opens the
// owner's area in Hindi (the choice is kept with the owner); the English page leaves the choice
// as it was, since a session that ran out lands there on a browser the owner never logged in on.
export const meta = catalogueMeta((t) => [t.owner.login.title, t.owner.login.description]);
export const headers = privatePageHeaders;
export const handle = takesLogin;

/** The login form, the message of what led here (a changed password) shown once, and whether a form waits for the login. */
export async function loader({ request }: LoaderFunctionArgs) {
  if (await ownerFromCookie(request)) throw redirect("/login-home");
  const { message, headers } = await takeMessage(request);
  return data({ message, formKept: await waitingForm(request) }, { headers });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const lang = langOfRequest(request);
  const form = await readFormFields(request.clone());
  const userid = form.userid ?? "";
  const outcome = await logInWithForm(request, async (asked) => ({ address: context.clientAddress, device: await deviceOf(request, asked) }));
  if (!outcome.ok) return data({ message: sayIn(lang, outcome.message), userid }, { status: outcome.status });
  const { owner, token } = outcome.value;
  if (lang === "hi" && owner.language !== "hi") await chooseOwnerLanguage(owner, "hi");
  const headers = new Headers();
  headers.append("Set-Cookie", await sessionCookieHeader(token));
  headers.append("Set-Cookie", await deviceCookieHeader(owner.userid, await deviceOf(request, owner.userid)));
  return redirect(safeRedirectPath(form.redirectTo), { headers });
}

export default function Login() {
  const refusal = useActionData<typeof action>();
  const { message, formKept } = useLoaderData<typeof loader>();
  const [searchParams] = useSearchParams();
  const t = useTexts().owner.login;
  const other = useLang() === "hi" ? "en" : "hi";
  const query = searchParams.toString();
  return (
    <PageSection title={t.title}>
      {message && !refusal ? (
        <p role="status" className="mb-4 max-w-sm rounded-lg bg-green-50 p-4 font-semibold text-green-800">
          {message}
        </p>
      ) : null}
      {formKept ? (
        <p className="mb-4 max-w-sm rounded-lg bg-amber-50 p-4 font-semibold text-amber-900">{formKept === "words" ? t.formKept : t.fileKept}</p>
      ) : null}
      <Form method="post" className="max-w-sm space-y-4">
        <FormRefusal message={refusal?.message} />
        <input type="hidden" name="redirectTo" value={searchParams.get("redirectTo") ?? "/login-home"} />
        <TextField
          id="userid"
          name="userid"
          label={t.userid}
          type="text"
          autoComplete="username"
          required
          maxLength={64}
          saysItsLimit={false}
          defaultValue={refusal?.userid}
          lang="en"
        />
        <PasswordInput id="password" name="password" label={t.password} autoComplete="current-password" required maxLength={128} />
        <SubmitButton busyText={t.busy}>{t.submit}</SubmitButton>
      </Form>
      <p className="mt-6">
        <a href={`${pathIn(other, "/login")}${query ? `?${query}` : ""}`} hrefLang={other} lang={other} className="tap-link">
          {textsOf(other).owner.login.inThisLanguage}
        </a>
      </p>
    </PageSection>
  );
}
