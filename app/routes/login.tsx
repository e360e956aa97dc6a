import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { FormRefusal, SubmitButton } from "~/components/owner-form";
import { pageMeta } from "~/components/page-meta";
import { PasswordInput } from "~/components/password-input";
import { PageSection } from "~/components/section";
import { logInWithForm } from "~/http/auth.server";
import { deviceCookieHeader, deviceOf } from "~/http/device-cookie.server";
import { takeMessage } from "~/http/flash.server";
import { readFormFields } from "~/http/owner-forms.server";
import { privatePageHeaders } from "~/http/cache-headers";
import { ownerFromCookie, safeRedirectPath, sessionCookieHeader } from "~/http/session.server";
import { takesLogin } from "~/http/route-handle";

export const meta = pageMeta("Owner Login", "Login for the owner of the site.");
export const headers = privatePageHeaders;
export const handle = takesLogin;

/** The login form, and the message of what led here (a changed password), shown once. */
export async function loader({ request }: LoaderFunctionArgs) {
  if (await ownerFromCookie(request)) throw redirect("/login-home");
  const { message, headers } = await takeMessage(request);
  return data({ message }, { headers });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readFormFields(request.clone());
  const userid = form.userid ?? "";
  const outcome = await logInWithForm(request, async (asked) => ({ address: context.clientAddress, device: await deviceOf(request, asked) }));
  if (!outcome.ok) return data({ message: outcome.message, userid }, { status: outcome.status });
  const { owner, token } = outcome.value;
  const headers = new Headers();
  headers.append("Set-Cookie", await sessionCookieHeader(token));
  headers.append("Set-Cookie", await deviceCookieHeader(owner.userid, await deviceOf(request, owner.userid)));
  return redirect(safeRedirectPath(form.redirectTo), { headers });
}

export default function Login() {
  const refusal = useActionData<typeof action>();
  const { message } = useLoaderData<typeof loader>();
  const [searchParams] = useSearchParams();
  return (
    <PageSection title="Owner Login">
      {message && !refusal ? (
        <p role="status" className="mb-4 max-w-sm rounded-lg bg-green-50 p-4 font-semibold text-green-800">
          {message}
        </p>
      ) : null}
      <Form method="post" className="max-w-sm space-y-4">
        <FormRefusal message={refusal?.message} />
        <input type="hidden" name="redirectTo" value={searchParams.get("redirectTo") ?? "/login-home"} />
        <div>
          <label htmlFor="userid" className="block font-semibold">
            User ID
          </label>
          <input
            id="userid"
            name="userid"
            type="text"
            autoComplete="username"
            required
            maxLength={64}
            defaultValue={refusal?.userid}
            className="mt-1 min-h-11 w-full rounded-lg border border-stone-400 px-3"
          />
        </div>
        <PasswordInput id="password" name="password" label="Password" autoComplete="current-password" required maxLength={128} />
        <SubmitButton busyText="Logging in…">Login</SubmitButton>
      </Form>
    </PageSection>
  );
}
