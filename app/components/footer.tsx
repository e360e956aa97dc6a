import { useLang, useTexts } from "~/i18n/use-texts";
import { footerAboutLinks, type SiteLink, worksLinks } from "~/navigation";
import { Registrations } from "./registrations";
import { TrustAddress } from "./trust-address";
import { useKindPages, useTrust } from "./trust-data";
import { Written } from "./written";

function LinkList({ title, links }: { title: string; links: SiteLink[] }) {
  return (
    <div>
      <h2 className="text-lg font-semibold text-white">{title}</h2>
      <ul className="mt-3 space-y-1">
        {links.map((link) => (
          <li key={link.to}>
            <a href={link.to} className="inline-block py-1 hover:underline">
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The contact column: only what the trust has given. */
function Contact() {
  const trust = useTrust();
  const t = useTexts();
  if (trust.address.length === 0 && !trust.phone && !trust.email && trust.social.length === 0) return null;
  return (
    <div>
      <h2 className="text-lg font-semibold text-white">{t.site.contact}</h2>
      <TrustAddress className="mt-3 not-italic">
        {trust.phone ? (
          <a className="mt-2 block hover:underline" href={trust.phone.href}>
            {t.site.phoneLine} {trust.phone.label}
          </a>
        ) : null}
        {trust.email ? (
          <a className="block hover:underline" href={`mailto:${trust.email}`}>
            {t.site.emailLine} {trust.email}
          </a>
        ) : null}
      </TrustAddress>
      {trust.social.length > 0 ? (
        <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1" aria-label={t.site.socialMedia}>
          {trust.social.map((link) => (
            <li key={link.label}>
              <a href={link.href} className="inline-block py-1 hover:underline" rel="noopener noreferrer" lang="en">
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

export function Footer() {
  const trust = useTrust();
  const t = useTexts();
  const lang = useLang();
  const kindPages = useKindPages();
  return (
    <footer id="site-footer" className="mt-16 bg-stone-900 text-stone-200">
      <div className="mx-auto grid grid-cols-1 max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <Written as="h2" className="text-lg font-semibold text-white" text={trust.name} />
          {trust.tagline ? <Written as="p" className="mt-3" text={trust.tagline} /> : null}
          <Registrations id="footer-registrations" region={false} className="mt-4 text-sm" headingClassName="font-semibold text-white" />
        </div>
        <LinkList title={t.site.footerAbout} links={footerAboutLinks(lang)} />
        <LinkList title={t.site.footerWorks} links={worksLinks(lang, kindPages)} />
        <Contact />
      </div>
      <p className="border-t border-stone-700 py-4 text-center text-sm">{t.site.copyright}</p>
    </footer>
  );
}
