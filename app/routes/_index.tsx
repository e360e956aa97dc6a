import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Carousel } from "~/components/carousel";
import { Photo } from "~/components/photo";
import { pageMeta } from "~/components/page-meta";
import { PageTitle } from "~/components/page-title";
import { WorkCounter } from "~/components/work-counter";
import { useTrust } from "~/components/trust-data";
import { listPhotoStories, viewOfPhotoStory } from "~/domain/photo-story.server";
import { listProgrammes } from "~/domain/programme.server";
import { listWorkCounters } from "~/domain/work-counter.server";
import { publicLoaderHeaders, publicPageHeaders } from "~/http/cache-headers";
import { readSoftly } from "~/http/read-softly.server";

export const meta = pageMeta("Home", (trust) => `${trust.name}: rural education, charity, Divyang support, students awareness and women empowerment in Uttar Pradesh.`);

export const headers = publicPageHeaders;

export async function loader() {
  const [counters, stories, programmes] = await Promise.all([
    readSoftly("the work counters", listWorkCounters, []),
    readSoftly("the photo stories", listPhotoStories, []),
    readSoftly("the programmes", listProgrammes, []),
  ]);
  return data(
    {
      counters: counters.value.map(({ id, category, count }) => ({ id, category, count })),
      slides: stories.value.map(viewOfPhotoStory),
      cards: [...programmes.value.map((programme) => ({ to: `/${programme.slug}`, title: programme.title, text: programme.summary, image: programme.illustration, photo: programme.photo })), GALLERY_CARD],
    },
    { headers: publicLoaderHeaders(counters.failed || stories.failed || programmes.failed) },
  );
}

const GALLERY_CARD = {
  to: "/gallery",
  title: "Success Works",
  text: "See our work in photos and read what newspapers wrote about it.",
  image: "/images/programmes/gallery.svg",
  photo: null,
};

export default function Home() {
  const { counters, slides, cards } = useLoaderData<typeof loader>();
  const trust = useTrust();
  return (
    <>
      <Carousel slides={slides} />
      <div className="mx-auto max-w-6xl px-4 py-10">
        <PageTitle>{trust.name}</PageTitle>
        {trust.tagline ? <p className="mt-3 max-w-3xl text-lg text-stone-700">{trust.tagline}</p> : null}

        {counters.length > 0 ? (
          <section aria-labelledby="counters-title" className="mt-10" data-reveal>
            <h2 id="counters-title" className="text-2xl font-bold text-brand-800">
              Our work so far
            </h2>
            <div className="mt-4 grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-5">
              {counters.map((counter) => (
                <WorkCounter key={counter.id} category={counter.category} count={counter.count} />
              ))}
            </div>
          </section>
        ) : null}

        <section aria-labelledby="about-title" className="mt-12 grid gap-8 md:grid-cols-2" data-reveal>
          <div className="prose-block">
            <h2 id="about-title" className="text-2xl font-bold text-brand-800">
              About us
            </h2>
            {trust.about.map((paragraph) => (
              <p key={paragraph} className="mt-3">
                {paragraph}
              </p>
            ))}
            <p className="mt-3">
              {trust.name} was formed on {trust.formed.on} under {trust.formed.under}.
            </p>
            <p className="mt-5 flex flex-wrap gap-3">
              <Link to="/vision" className="button">
                Our vision
              </Link>
              <Link to="/donate" className="button bg-leaf-700">
                Donate
              </Link>
            </p>
          </div>
          <img
            src="/images/programmes/rural.svg"
            alt="Children learning with a volunteer teacher in the village"
            width="800"
            height="450"
            loading="lazy"
            className="h-auto w-full rounded-xl"
          />
        </section>

        <section aria-labelledby="programmes-title" className="mt-12" data-reveal>
          <h2 id="programmes-title" className="text-2xl font-bold text-brand-800">
            Our programmes
          </h2>
          <ul className="mt-4 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {cards.map((card) => (
              <li key={card.to} className="overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-stone-200">
                {card.photo ? (
                  <Photo photo={card.photo} alt="" sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw" className="aspect-video h-auto w-full object-cover" />
                ) : (
                  <img src={card.image} alt="" width="800" height="450" loading="lazy" className="h-auto w-full" />
                )}
                <div className="p-4">
                  <h3 className="text-lg font-semibold">
                    <Link to={card.to} className="hover:underline">
                      {card.title}
                    </Link>
                  </h3>
                  <p className="mt-1 text-stone-700">{card.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="collaboration-title" className="mt-12 rounded-xl bg-brand-50 p-6 text-center" data-reveal>
          <h2 id="collaboration-title" className="text-xl font-bold text-brand-800">
            In collaboration with
          </h2>
          <img
            src="/images/collaboration.svg"
            alt="Logo of our collaborating partner (placeholder)"
            width="240"
            height="80"
            loading="lazy"
            className="mx-auto mt-4 h-auto"
          />
        </section>
      </div>
      {trust.whatsapp ? <ChatButton href={trust.whatsapp} /> : null}
    </>
  );
}

function ChatButton({ href }: { href: string }) {
  return (
    <a
      href={href}
      className="fixed bottom-4 right-4 z-20 flex min-h-12 items-center gap-2 rounded-full bg-[#1f7a3f] px-5 py-3 font-semibold text-white shadow-lg hover:bg-[#17602f]"
      rel="noopener noreferrer"
      target="_blank"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" fill="currentColor">
        <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm0 18a8 8 0 0 1-4.1-1.1l-.3-.2-3 .8.8-2.9-.2-.3A8 8 0 1 1 12 20z" />
      </svg>
      Chat with us<span className="sr-only"> on WhatsApp (opens in a new tab)</span>
    </a>
  );
}
