import type { MetaFunction } from "@remix-run/node";
import { Form } from "@remix-run/react";
import { pageMeta } from "~/components/page-meta";
import { PasswordInput } from "~/components/password-input";
import { PageSection } from "~/components/section";
import { privatePageHeaders } from "~/services/http-cache";

export const meta: MetaFunction = () => pageMeta("Owner Login", "Login for the owner of the site.");
export const headers = privatePageHeaders;

export default function Login() {
  return (
    <PageSection title="Owner Login">
      <Form method="post" className="max-w-sm space-y-4">
        <div>
          <label htmlFor="userid" className="block font-semibold">
            User ID
          </label>
          <input id="userid" name="userid" autoComplete="username" required className="mt-1 min-h-11 w-full rounded-lg border border-stone-400 px-3" />
        </div>
        <PasswordInput id="password" name="password" label="Password" autoComplete="current-password" required />
        <button type="submit" className="button w-full">
          Login
        </button>
      </Form>
    </PageSection>
  );
}
