import { trust } from "~/content/trust";
import { footerAboutLinks, worksLinks, type SiteLink } from "~/navigation";

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

export function Footer() {
  return (
    <footer className="mt-16 bg-stone-900 text-stone-200">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <h2 className="text-lg font-semibold text-white">{trust.name}</h2>
          <p className="mt-3">{trust.tagline}.</p>
        </div>
        <LinkList title="About us" links={footerAboutLinks} />
        <LinkList title="Our works" links={worksLinks} />
        <div>
          <h2 className="text-lg font-semibold text-white">Contact</h2>
          <address className="mt-3 not-italic">
            {trust.address.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
            <a className="mt-2 block hover:underline" href={trust.phone.href}>
              Phone: {trust.phone.display}
            </a>
            <a className="block hover:underline" href={`mailto:${trust.email}`}>
              E-mail: {trust.email}
            </a>
          </address>
          <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1" aria-label="Social media">
            {trust.social.map((link) => (
              <li key={link.name}>
                <a href={link.href} className="inline-block py-1 hover:underline" rel="noopener noreferrer">
                  {link.name}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <p className="border-t border-stone-700 py-4 text-center text-sm">{trust.copyright}</p>
    </footer>
  );
}
