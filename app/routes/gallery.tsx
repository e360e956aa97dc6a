import type { MetaFunction } from "@remix-run/node";
import { pageMeta } from "~/components/page-meta";
import { PageSection, Subsection } from "~/components/section";
import { articles, galleryGroups, workDocuments } from "~/content/gallery";
import { publicPageHeaders } from "~/http/cache-headers";

export const meta: MetaFunction = () => pageMeta("Gallery", "Photos of our work, newspaper articles and our work reports.");
export const headers = publicPageHeaders;

export default function Gallery() {
  return (
    <PageSection title="Gallery">
      {galleryGroups.map((group) => (
        <section key={group.title} className="mb-10" aria-label={group.title} data-gallery-group>
          <h2 className="text-2xl font-bold text-brand-800">{group.title}</h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {group.photos.map((photo) => (
              <li key={photo.src + photo.alt}>
                <img src={photo.src} alt={photo.alt} width="800" height="450" loading="lazy" className="h-auto w-full rounded-lg" />
              </li>
            ))}
          </ul>
        </section>
      ))}
      <Subsection id="articles-title" title="In the news" className="mb-10">
        <ul className="mt-4 space-y-2">
          {articles.map((article) => (
            <li key={article.href}>
              <a href={article.href} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline" data-article-link>
                {article.title}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
      </Subsection>
      <Subsection id="documents-title" title="Our work reports">
        <ul className="mt-4 space-y-2">
          {workDocuments.map((document) => (
            <li key={document.href}>
              <a href={document.href} className="text-brand-700 underline">
                {document.title} (PDF)
              </a>
            </li>
          ))}
        </ul>
      </Subsection>
    </PageSection>
  );
}
