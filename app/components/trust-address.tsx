import type { ReactNode } from "react";
import { useTrust } from "./trust-data";
import { Written } from "./written";

/** The trust's address, a line each, each marked with its own language; then what follows it (a phone, a map link). */
export function TrustAddress({ className, children }: { className: string; children?: ReactNode }) {
  const { address } = useTrust();
  return (
    <address className={className}>
      {address.map((line) => (
        <Written key={line} className="block" text={line} />
      ))}
      {children}
    </address>
  );
}
