import { useTexts } from "~/i18n/use-texts";
import { useTrust } from "./trust-data";

/** The trust's registration numbers, each only when the owner gave it; nothing at all when none. */
export function Registrations({ id, className, headingClassName }: { id: string; className?: string; headingClassName?: string }) {
  const { registrations } = useTrust();
  const t = useTexts().site.registrations;
  if (registrations.length === 0) return null;
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className={headingClassName}>
        {t.title}
      </h2>
      <dl className="mt-2 space-y-1">
        {registrations.map((registration) => (
          <div key={registration.label}>
            <dt className="inline">{registration.label}: </dt>
            <dd className="inline font-semibold [overflow-wrap:anywhere]" lang="en">
              {registration.value}
            </dd>
            {registration.note ? <dd className="inline"> ({registration.note})</dd> : null}
          </div>
        ))}
      </dl>
    </section>
  );
}
