import type { ReactNode } from "react";
import { PageTitle } from "./page-title";

/** The frame of an ordinary content page: its h1, an optional lead line, then the content. */
export function PageSection({ title, lead, children }: { title: ReactNode; lead?: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <PageTitle>{title}</PageTitle>
      {lead ? <p className="mt-3 max-w-3xl text-lg text-stone-700">{lead}</p> : null}
      <div className="mt-8">{children}</div>
    </div>
  );
}

/** A titled part of a page: an h2 that also names the section for screen readers. */
export function Subsection({ id, title, className, children }: { id: string; title: string; className?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="text-2xl font-bold text-brand-800">
        {title}
      </h2>
      {children}
    </section>
  );
}
