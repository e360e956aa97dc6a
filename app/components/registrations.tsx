import { useTexts } from "~/i18n/use-texts";
import { useTrust } from "./trust-data";

/**
 * The trust's registration numbers, each only when the owner gave it; nothing at all when none.
 * A region of its own on the donate page; in the footer, which is a landmark already, a plain
 * block, so that no two landmarks of a page share a name.
 */
export function Registrations({
  id,
  className,
  headingClassName,
  region = true,
}: {
  id: string;
  className?: string;
  headingClassName?: string;
  region?: boolean;
}) {
  const { registrations } = useTrust();
  const t = useTexts().site.registrations;
  if (registrations.length === 0) return null;
  const Block = region ? "section" : "div";
  return (
    <Block {...(region ? { "aria-labelledby": id } : {})} className={className}>
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
    </Block>
  );
}
