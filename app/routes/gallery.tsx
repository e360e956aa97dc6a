import { pageMeta } from "~/components/page-meta";
import { PageSection, Subsection } from "~/components/section";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { galleryGroups, workDocuments } from "~/content/gallery";
import { listArticles } from "~/domain/media-links.server";
import { publicLoaderHeaders, publicPageHeaders } from "~/http/cache-headers";
import { readSoftly } from "~/http/read-softly.server";

export const meta = pageMeta("Gallery", "Photos of our work, newspaper articles and our work reports.");
export const headers = publicPageHeaders;

export async function loader() {
  const articles = await readSoftly("the article links", listArticles, []);
  return data(
    articles.value.map(({ id, title, url, source }) => ({ id, title, url, source })),
    { headers: publicLoaderHeaders(articles.failed) },
  );
}

export default function Gallery() {
  const articles = useLoaderData<typeof loader>();
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
      {articles.length > 0 ? (
        <Subsection id="articles-title" title="In the news" className="mb-10">
          <ul className="mt-4 space-y-2">
            {articles.map((article) => (
              <li key={article.id}>
                <a href={article.url} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline" data-article-link>
                  {article.title}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
                {article.source ? <span className="text-stone-700">, {article.source}</span> : null}
              </li>
            ))}
          </ul>
        </Subsection>
      ) : null}
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
