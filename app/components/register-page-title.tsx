import { Link } from "@remix-run/react";
import { useTexts } from "~/i18n/use-texts";

/** A page of the donations register: the way back to the whole register, then its heading. */
export function RegisterPageTitle({ title }: { title: string }) {
  const t = useTexts().owner.donations;
  return (
    <>
      <p>
        <Link to="/login-home/donations" className="tap-link">
          {t.allDonations}
        </Link>
      </p>
      <h1 className="text-3xl font-bold text-brand-800">{title}</h1>
    </>
  );
}
