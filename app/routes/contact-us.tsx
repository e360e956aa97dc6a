import { pageMeta } from "~/components/page-meta";
import { PageSection, Subsection } from "~/components/section";
import { useTrust } from "~/components/trust-data";
import { publicPageHeaders } from "~/http/cache-headers";

export const meta = pageMeta("Contact Us", "Call, write or visit the trust. We work in seven districts of Uttar Pradesh.");
export const headers = publicPageHeaders;

export default function ContactUs() {
  const trust = useTrust();
  const reach = [
    trust.phone ? { term: "Phone", detail: <a href={trust.phone.href} className="text-brand-700 underline">{trust.phone.label}</a> } : null,
    trust.whatsapp ? { term: "WhatsApp", detail: <a href={trust.whatsapp} className="text-brand-700 underline" rel="noopener noreferrer">Chat with us on WhatsApp</a> } : null,
    trust.email ? { term: "E-mail", detail: <a href={`mailto:${trust.email}`} className="text-brand-700 underline">{trust.email}</a> } : null,
    trust.address.length > 0
      ? {
          term: "Address",
          detail: (
            <address className="not-italic">
              {trust.address.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
              {trust.mapLink ? (
                <a href={trust.mapLink} className="text-brand-700 underline" rel="noopener noreferrer">
                  See it on a map
                </a>
              ) : null}
            </address>
          ),
        }
      : null,
  ].filter((row) => row !== null);
  return (
    <PageSection title="Contact Us" lead="Call us, write to us, or visit our office. We are happy to hear from you.">
      <div className="grid gap-8 md:grid-cols-2">
        {reach.length > 0 ? (
          <Subsection id="reach-title" title="Reach us">
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
          <Subsection id="locations-title" title="Where we work">
            <ul className="mt-4 grid grid-cols-2 gap-2" data-locations>
              {trust.workingLocations.map((location) => (
                <li key={location} className="rounded-lg bg-brand-50 px-3 py-2 font-medium">
                  {location}
                </li>
              ))}
            </ul>
          </Subsection>
        ) : null}
      </div>
      <section aria-labelledby="subscribe-title" className="mt-10 max-w-xl rounded-xl bg-stone-100 p-6">
        <h2 id="subscribe-title" className="text-xl font-bold">
          Subscribe to our news
        </h2>
        <p className="mt-1 text-stone-700">E-mail news is coming soon.</p>
        <div className="mt-3 flex gap-2">
          <label htmlFor="subscribe-email" className="sr-only">
            Your e-mail address
          </label>
          <input
            id="subscribe-email"
            type="email"
            disabled
            placeholder="Your e-mail address"
            className="min-h-11 flex-1 rounded-lg border border-stone-400 bg-white px-3 disabled:bg-stone-200"
          />
          <button type="button" className="button">
            Subscribe
          </button>
        </div>
      </section>
    </PageSection>
  );
}
