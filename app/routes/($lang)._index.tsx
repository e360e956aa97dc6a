import { Subsection } from "~/components/section";
import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Carousel } from "~/components/carousel";
import { JoinedTexts } from "~/components/joined-texts";
import { Photo } from "~/components/photo";
import { pageMeta } from "~/components/page-meta";
import { PageTitle } from "~/components/page-title";
import { WorkCounter } from "~/components/work-counter";
import { useTrust } from "~/components/trust-data";
import { TrustJsonLd } from "~/components/trust-json-ld";
import { langAttribute, langOfRequest, pathIn } from "~/i18n/texts";
import { useLang, useTexts } from "~/i18n/use-texts";
import { listCarouselStories, viewOfPhotoStory } from "~/kinds/photo-story/photo-story.server";
import { listProgrammes } from "~/kinds/programme/programme.server";
import { listWorkCounters, viewOfWorkCounter } from "~/kinds/work-counter/work-counter.server";
import { publicLoaderHeaders, publicPageHeaders } from "~/http/cache-headers";
import { readListsSoftly } from "~/http/read-softly.server";
import { homeLists } from "~/kinds/kinds.server";
import { Written } from "~/components/written";
import { useFoundingSentence } from "~/components/trust-founded";

// The link preview shows the first photo story, when there is one.
export const meta = pageMeta(
  (t) => t.home.title,
  (t, trust) => t.home.description(trust.name),
  (data) => (data as { slides?: { key: string }[] } | undefined)?.slides?.[0]?.key,
);

export const headers = publicPageHeaders;

export async function loader({ request }: LoaderFunctionArgs) {
  const lang = langOfRequest(request);
  const { lists: read, failed } = await readListsSoftly({
    counters: ["the work counters", listWorkCounters],
    stories: ["the photo stories", listCarouselStories],
    programmes: ["the programmes", () => listProgrammes(lang)],
    lists: ["the kinds' lists", () => homeLists(lang)],
  });
  return data(
    {
      counters: read.counters.map((counter) => viewOfWorkCounter(counter, lang)),
      slides: read.stories.map((story) => viewOfPhotoStory(story, lang)),
      cards: read.programmes.map((programme) => ({
        to: `/${programme.slug}`,
        title: programme.title,
        text: programme.summary,
        image: programme.illustration,
        photo: programme.photo,
      })),
      lists: read.lists,
    },
    { headers: publicLoaderHeaders(failed) },
  );
}

export default function Home() {
  const { counters, slides, cards: programmeCards, lists } = useLoaderData<typeof loader>();
  const trust = useTrust();
  const founded = useFoundingSentence();
  const t = useTexts();
  const lang = useLang();
  const galleryCard = { to: "/gallery", title: t.home.galleryCardTitle, text: t.home.galleryCardText, image: "/images/programmes/gallery.svg", photo: null };
  const cards = [...programmeCards, galleryCard];
  return (
    <>
      <Carousel slides={slides} />
      <div className="mx-auto max-w-6xl px-4 py-10">
        <PageTitle>
          <Written text={trust.name} />
        </PageTitle>
        {trust.tagline ? <Written as="p" className="mt-3 max-w-3xl text-lg text-stone-700" text={trust.tagline} /> : null}

        {counters.length > 0 ? (
          <Subsection id="counters-title" title={t.home.counters} className="mt-10" data-reveal>
            <div className="mt-4 grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-5">
              {counters.map((counter) => (
                <WorkCounter key={counter.id} category={counter.category} count={counter.count} />
              ))}
            </div>
          </Subsection>
        ) : null}

        {lists.map((list, index) => (
          <Subsection key={list.all.to} id={`list-${index}-title`} title={list.title} className="mt-10" data-home-list>
            <ul className="mt-4 grid grid-cols-1 gap-4 md:grid-cols-3">
              {list.items.map((item) => (
                <li key={item.to} className="rounded-xl p-4 ring-1 ring-stone-300">
                  <a href={item.to} className="text-lg font-semibold text-brand-800 underline" {...langAttribute(item.title, lang)}>
                    {item.title}
                  </a>
                  <p className="mt-1 text-stone-700">
                    <JoinedTexts texts={item.details} />
                  </p>
                </li>
              ))}
            </ul>
            <a href={list.all.to} className="tap-link mt-3 font-semibold">
              {list.all.label}
            </a>
          </Subsection>
        ))}

        <section aria-labelledby="about-title" className="mt-12 grid grid-cols-1 gap-8 md:grid-cols-2" data-reveal>
          <div className="prose-block">
            <h2 id="about-title" className="text-2xl font-bold text-brand-800">
              {t.home.about}
            </h2>
            {trust.about.map((paragraph) => (
              <Written key={paragraph} as="p" className="mt-3" text={paragraph} />
            ))}
            {founded ? <p className="mt-3">{founded}</p> : null}
            <p className="mt-5 flex flex-wrap gap-3">
              <Link to={pathIn(lang, "/vision")} className="button">
                {t.home.visionButton}
              </Link>
              <Link to={pathIn(lang, "/donate")} className="button bg-leaf-700">
                {t.pages.donate}
              </Link>
            </p>
          </div>
          {/* A drawing, not a photo of the trust's work: decoration, described to no one. */}
          <img src="/images/programmes/rural.svg" alt="" width="800" height="450" loading="lazy" className="h-auto w-full rounded-xl" />
        </section>

        <Subsection id="programmes-title" title={t.home.programmes} className="mt-12" data-reveal>
          <ul className="mt-4 grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {cards.map((card) => (
              <li key={card.to} className="overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-stone-200">
                {card.photo ? (
                  <Photo
                    photo={card.photo}
                    alt=""
                    sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
                    className="aspect-video h-auto w-full object-cover"
                  />
                ) : (
                  <img src={card.image} alt="" width="800" height="450" loading="lazy" className="h-auto w-full" />
                )}
                <div className="p-4">
                  <h3 className="text-lg font-semibold">
                    <Link to={pathIn(lang, card.to)} className="hover:underline" {...langAttribute(card.title, lang)}>
                      {card.title}
                    </Link>
                  </h3>
                  <Written as="p" className="mt-1 text-stone-700" text={card.text} />
                </div>
              </li>
            ))}
          </ul>
        </Subsection>
      </div>
      <TrustJsonLd />
      {trust.whatsapp ? <ChatButton href={trust.whatsapp} label={t.home.chat} hint={t.home.chatHint} /> : null}
    </>
  );
}

function ChatButton({ href, label, hint }: { href: string; label: string; hint: string }) {
  return (
    <a
      href={href}
      data-chat-button
      className="fixed bottom-4 right-4 z-20 flex min-h-12 items-center gap-2 rounded-full bg-[#1f7a3f] px-5 py-3 font-semibold text-white shadow-lg hover:bg-[#17602f]"
      rel="noopener noreferrer"
      target="_blank"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" fill="currentColor">
        <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm0 18a8 8 0 0 1-4.1-1.1l-.3-.2-3 .8.8-2.9-.2-.3A8 8 0 1 1 12 20z" />
      </svg>
      {label}
      <span className="sr-only"> {hint}</span>
    </a>
  );
}
