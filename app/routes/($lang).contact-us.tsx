import { catalogueMeta } from "~/components/page-meta";
import { PageSection, Subsection } from "~/components/section";
import { TrustAddress } from "~/components/trust-address";
import { useTrust } from "~/components/trust-data";
import { publicPageHeaders } from "~/http/cache-headers";
import { useTexts } from "~/i18n/use-texts";
import { Written } from "~/components/written";

export const meta = catalogueMeta((t) => [t.pages.contact, t.contact.description]);
export const headers = publicPageHeaders;

export default function ContactUs() {
  const trust = useTrust();
  const t = useTexts();
  const reach = [
    trust.phone
      ? {
          term: t.contact.phone,
          detail: (
            <a href={trust.phone.href} className="text-brand-700 underline">
              {trust.phone.label}
            </a>
          ),
        }
      : null,
    trust.whatsapp
      ? {
          term: t.contact.whatsapp,
          detail: (
            <a href={trust.whatsapp} className="text-brand-700 underline" rel="noopener noreferrer">
              {t.contact.whatsappLink}
            </a>
          ),
        }
      : null,
    trust.email
      ? {
          term: t.contact.email,
          detail: (
            <a href={`mailto:${trust.email}`} className="text-brand-700 underline">
              {trust.email}
            </a>
          ),
        }
      : null,
    trust.address.length > 0
      ? {
          term: t.contact.address,
          detail: (
            <TrustAddress className="not-italic">
              {trust.mapLink ? (
                <a href={trust.mapLink} className="text-brand-700 underline" rel="noopener noreferrer">
                  {t.contact.map}
                </a>
              ) : null}
            </TrustAddress>
          ),
        }
      : null,
  ].filter((row) => row !== null);
  return (
    // Until the owner gives a way to reach the trust, the page says so and promises no office or phone.
    <PageSection title={t.pages.contact} lead={reach.length > 0 ? t.contact.lead : t.contact.empty}>
      <div className="grid grid-cols-1 gap-8 md:grid-cols-2">
        {reach.length > 0 ? (
          <Subsection id="reach-title" title={t.contact.reach}>
            <dl className="mt-4 space-y-3">
              {reach.map((row) => (
                <div key={row.term}>
                  <dt className="font-semibold">{row.term}</dt>
                  <dd>{row.detail}</dd>
                </div>
              ))}
            </dl>
          </Subsection>
        ) : null}
        {trust.workingLocations.length > 0 ? (
          <Subsection id="locations-title" title={t.contact.locations}>
            <ul className="mt-4 grid grid-cols-2 gap-2" data-locations>
              {trust.workingLocations.map((location) => (
                <Written key={location} as="li" className="rounded-lg bg-brand-50 px-3 py-2 font-medium" text={t.districts[location] ?? location} />
              ))}
            </ul>
          </Subsection>
        ) : null}
      </div>
      <section aria-labelledby="subscribe-title" className="mt-10 max-w-xl rounded-xl bg-stone-100 p-6">
        <h2 id="subscribe-title" className="text-xl font-bold">
          {t.contact.subscribeTitle}
        </h2>
        <p className="mt-1 text-stone-700">{t.contact.subscribeSoon}</p>
        <div className="mt-3 flex flex-wrap gap-2">
          <label htmlFor="subscribe-email" className="sr-only">
            {t.contact.subscribeLabel}
          </label>
          <input
            id="subscribe-email"
            type="email"
            disabled
            placeholder={t.contact.subscribeLabel}
            className="text-box min-w-0 flex-1 basis-44 bg-white disabled:bg-stone-200"
          />
          <button type="button" className="button">
            {t.contact.subscribe}
          </button>
        </div>
      </section>
    </PageSection>
  );
}
