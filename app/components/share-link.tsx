import { useLocation } from "@remix-run/react";
import type { ReactNode } from "react";
import { pathIn } from "~/i18n/texts";
import { useLang } from "~/i18n/use-texts";
import { shortened } from "~/i18n/shortened";
import { useSiteOrigin } from "./trust-data";

/** WhatsApp's share link for this page: its title and its address, ready to send to anyone. */
function WhatsAppShare({ title, label }: { title: string; label: string }) {
  const origin = useSiteOrigin();
  const { pathname } = useLocation();
  const text = `${title}\n${origin}${pathname}`;
  return (
    <a href={`https://wa.me/?text=${encodeURIComponent(text)}`} className="button bg-[#1f7a3f]" rel="noopener noreferrer" data-share>
      {label}
    </a>
  );
}

/**
 * Under a record's own page (a notice, a photo story, an event): pass it on in WhatsApp, and go
 * to all of its kind; `children` come first (an event's "Add to calendar").
 */
export function ShareAndAll({ text, share, all, children }: { text: string; share: string; all: { to: string; label: string }; children?: ReactNode }) {
  const lang = useLang();
  return (
    <p className="mt-6 flex flex-wrap gap-3">
      {children}
      <WhatsAppShare title={firstWords(text)} label={share} />
      <a href={pathIn(lang, all.to)} className="button bg-stone-700">
        {all.label}
      </a>
    </p>
  );
}

/** The first words of a text the owner wrote, as a page's title: whole words, whole syllables. */
export function firstWords(text: string, length = 70): string {
  return shortened(text.split("\n")[0]?.trim() ?? "", length);
}
