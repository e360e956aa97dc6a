import { useSiteOrigin, useTrust } from "./trust-data";

/**
 * The trust as search engines read it (schema.org NGO), on the home page: only what the trust
 * has given. `<` is escaped so that no text can close the script element. A data block, never
 * run: it needs no nonce, so the page stays one copy for every visitor.
 */
export function TrustJsonLd() {
  const trust = useTrust();
  const origin = useSiteOrigin();
  const facts = {
    "@context": "https://schema.org",
    "@type": "NGO",
    name: trust.name,
    url: `${origin}/`,
    ...(trust.logo ? { logo: `${origin}${trust.logo.src}` } : {}),
    ...(trust.address.length > 0 ? { address: { "@type": "PostalAddress", streetAddress: trust.address.join(", "), addressCountry: "IN" } } : {}),
    ...(trust.phone ? { telephone: trust.phone.href.replace(/^tel:/, "") } : {}),
    ...(trust.email ? { email: trust.email } : {}),
    ...(trust.social.length > 0 ? { sameAs: trust.social.map((link) => link.href) } : {}),
    ...(trust.formed.date ? { foundingDate: trust.formed.date } : {}),
  };
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(facts).replace(/</g, "\\u003c") }} />;
}
