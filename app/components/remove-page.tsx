import { Link } from "@remix-run/react";
import { FormRefusal, useRefusal } from "./owner-form";

/**
 * The page of a "Remove …" button that posts apart from its page's streamed upload (the logo,
 * the bank's QR, a notice's PDF): it is only ever seen when the removal was refused, and says
 * why, with the way back.
 */
export function RemoveRefusedPage({ title, back }: { title: string; back: { to: string; label: string } }) {
  const refusal = useRefusal();
  return (
    <>
      <h1 className="text-3xl font-bold text-brand-800">{title}</h1>
      <div className="mt-4">
        <FormRefusal message={refusal?.message} />
      </div>
      <p className="mt-4">
        <Link to={back.to} className="inline-flex min-h-11 items-center text-brand-700 underline">
          {back.label}
        </Link>
      </p>
    </>
  );
}
