import type { ReactNode } from "react";

/** The page's single h1. */
export function PageTitle({ children }: { children: ReactNode }) {
  return <h1 className="text-3xl font-bold tracking-tight text-brand-800 md:text-4xl">{children}</h1>;
}
