import { catalogueMeta } from "~/components/page-meta";
import { PageSection, Subsection } from "~/components/section";
import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { listDocuments, viewOfDocument } from "~/kinds/document/document.server";
import { Photo } from "~/components/photo";
import { langOfRequest, pathIn, readableDate, textIn } from "~/i18n/texts";
import { useLang, useTexts } from "~/i18n/use-texts";
import { listGalleryGroups, viewOfGalleryPhoto } from "~/kinds/gallery/gallery.server";
import { listArticleLinks, viewOfArticleLink } from "~/kinds/article-link/article-link.server";
import { listPhotoStories, viewOfPhotoStory } from "~/kinds/photo-story/photo-story.server";
import { publicLoaderHeaders, publicPageHeaders } from "~/http/cache-headers";
import { readListsSoftly } from "~/http/read-softly.server";
import { Written } from "~/components/written";

export const meta = catalogueMeta((t) => [t.pages.gallery, t.gallery.description]);
export const headers = publicPageHeaders;

export async function loader({ request }: LoaderFunctionArgs) {
  const lang = langOfRequest(request);
  const { lists, failed } = await readListsSoftly({
    documents: ["the work documents", () => listDocuments("work")],
    groups: ["the gallery", listGalleryGroups],
    stories: ["the photo stories", listPhotoStories],
    articles: ["the article links", listArticleLinks],
  });
  return data(
    {
      articles: lists.articles.map((article) => viewOfArticleLink(article, lang)),
      stories: lists.stories.map((story) => viewOfPhotoStory(story, lang)),
      // A group without photos has nothing to show yet.
      groups: lists.groups
        .filter((group) => group.photos.length > 0)
        .map((group) => ({
          id: group.id,
          title: textIn(lang, group.title, group.titleHi),
          photos: group.photos.map((photo) => viewOfGalleryPhoto(photo, lang)),
        })),
      documents: lists.documents.map((document) => viewOfDocument(document, lang)),
    },
    { headers: publicLoaderHeaders(failed) },
  );
}

export default function Gallery() {
  const { articles, stories, groups, documents } = useLoaderData<typeof loader>();
  const sizes = "(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw";
  const t = useTexts();
  const lang = useLang();
  return (
    <PageSection title={t.pages.gallery} {...(stories.length + groups.length + articles.length + documents.length === 0 ? { lead: t.gallery.empty } : {})}>
      {stories.length > 0 ? (
        <section className="mb-10" aria-labelledby="success-works-title" data-gallery-group>
          <h2 id="success-works-title" className="text-2xl font-bold text-brand-800">
            {t.gallery.successWorks}
          </h2>
          <ul className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {stories.map((story) => (
              <li key={story.id}>
                <figure>
                  <Photo photo={story} alt="" sizes={sizes} className="h-auto w-full rounded-lg" />
                  <figcaption className="mt-2 text-stone-800">
                    <Written className="line-clamp-4" text={story.details} />
                    <a href={pathIn(lang, `/success-works/${story.id}`)} className="tap-link">
                      {t.story.readMore}
                    </a>
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {groups.map((group) => (
        <section key={group.id} className="mb-10" aria-labelledby={`group-${group.id}`} data-gallery-group>
          <h2 id={`group-${group.id}`} className="text-2xl font-bold text-brand-800">
            <Written text={group.title} />
          </h2>
          <ul className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {group.photos.map((photo) => (
              <li key={photo.id}>
                <figure>
                  <Photo photo={photo} alt="" sizes={sizes} className="h-auto w-full rounded-lg" />
                  <Written as="figcaption" className="mt-2 text-stone-800" text={photo.caption} />
                </figure>
              </li>
            ))}
          </ul>
        </section>
      ))}
      {articles.length > 0 ? (
        <Subsection id="articles-title" title={t.gallery.news} className="mb-10">
          <ul className="mt-4 space-y-2">
            {articles.map((article) => (
              <li key={article.id}>
                <a href={article.url} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline" data-article-link>
                  <Written text={article.title} />
                  <span className="sr-only"> {t.site.opensInNewTab}</span>
                </a>
                {article.source ? (
                  <span className="text-stone-700">
                    , <Written text={article.source} />
                  </span>
                ) : null}
                {article.publishedOn ? <span className="text-stone-700">, {readableDate(article.publishedOn, lang)}</span> : null}
              </li>
            ))}
          </ul>
        </Subsection>
      ) : null}
      {documents.length > 0 ? (
        <Subsection id="documents-title" title={t.gallery.reports}>
          <ul className="mt-4 space-y-2">
            {documents.map((document) => (
              <li key={document.id}>
                <a href={document.href} className="text-brand-700 underline">
                  <Written text={document.title}>{`${document.title} (${t.site.pdf})`}</Written>
                </a>
              </li>
            ))}
          </ul>
        </Subsection>
      ) : null}
    </PageSection>
  );
}
