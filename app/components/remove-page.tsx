import { Link, useFetcher } from "@remix-run/react";
import type { ReactNode } from "react";
import type { OwnerFormRefusal } from "~/http/owner-forms.server";
import { FormKey, FormRefusal, SubmitButton, useRefusal } from "./owner-form";

// A "Remove …" button that posts apart from its page's streamed upload (the logo, the bank's QR,
// a notice's PDF), to an address of its own, and the page of that address.

/**
 * The button. With JavaScript it posts without leaving the page: a refusal, or a post the signal
 * dropped, says so above it, and she taps again where she is; a removal that came through leads
 * back to the page, which says so. Without JavaScript it is a plain form.
 */
export function RemoveButton({ action, busyText, children }: { action: string; busyText: string; children: ReactNode }) {
  const post = useFetcher<OwnerFormRefusal>();
  const sending = post.state !== "idle";
  return (
    <post.Form method="post" action={action} className="mt-8 space-y-4">
      <FormKey />
      <FormRefusal message={sending ? undefined : post.data?.message} />
      <SubmitButton busyText={busyText} sending={sending}>
        {children}
      </SubmitButton>
    </post.Form>
  );
}

/** The page of its address: seen only without JavaScript, when the removal was refused; it says why, with the way back. */
export function RemoveRefusedPage({ title, back }: { title: string; back: { to: string; label: string } }) {
  const refusal = useRefusal();
  return (
    <>
      <h1 className="text-3xl font-bold text-brand-800">{title}</h1>
      <div className="mt-4">
        <FormRefusal message={refusal?.message} />
      </div>
      <p className="mt-4">
        <Link to={back.to} className="tap-link">
          {back.label}
        </Link>
      </p>
    </>
  );
}
