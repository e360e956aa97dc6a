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

type DataAttributes = { [name: `data-${string}`]: string | boolean | undefined };

/** A titled part of a page: an h2 that also names the section for screen readers (a smaller one on the owner's busy pages). */
export function Subsection({
  id,
  title,
  className,
  small = false,
  children,
  ...data
}: { id: string; title: string; className?: string; small?: boolean; children: ReactNode } & DataAttributes) {
  return (
    <section aria-labelledby={id} className={className} {...data}>
      <h2 id={id} className={`${small ? "text-xl" : "text-2xl"} font-bold text-brand-800`}>
        {title}
      </h2>
      {children}
    </section>
  );
}
