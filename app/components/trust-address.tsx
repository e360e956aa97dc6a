import type { ReactNode } from "react";
import { langAttribute } from "~/i18n/texts";
import { useLang } from "~/i18n/use-texts";
import { useTrust } from "./trust-data";

/** The trust's address, a line each, each marked with its own language; then what follows it (a phone, a map link). */
export function TrustAddress({ className, children }: { className: string; children?: ReactNode }) {
  const { address } = useTrust();
  const lang = useLang();
  return (
    <address className={className}>
      {address.map((line) => (
        <span key={line} className="block" {...langAttribute(line, lang)}>
          {line}
        </span>
      ))}
      {children}
    </address>
  );
}
