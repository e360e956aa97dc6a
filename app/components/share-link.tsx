import { useLocation } from "@remix-run/react";
import { shortened } from "~/i18n/shortened";
import { useSiteOrigin } from "./trust-data";

/** WhatsApp's share link for this page: its title and its address, ready to send to anyone. */
export function WhatsAppShare({ title, label }: { title: string; label: string }) {
  const origin = useSiteOrigin();
  const { pathname } = useLocation();
  const text = `${title}\n${origin}${pathname}`;
  return (
    <a href={`https://wa.me/?text=${encodeURIComponent(text)}`} className="button bg-[#1f7a3f]" rel="noopener noreferrer" data-share>
      {label}
    </a>
  );
}

/** The first words of a text the owner wrote, as a page's title: whole words, whole syllables. */
export function firstWords(text: string, length = 70): string {
  return shortened(text.split("\n")[0]?.trim() ?? "", length);
}
