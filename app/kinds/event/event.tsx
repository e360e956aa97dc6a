import { useLoaderData, useSearchParams } from "@remix-run/react";
import { JoinedTexts } from "~/components/joined-texts";
import { LinkedText } from "~/components/linked-text";
import { OwnerForm, PdfField, SubmitButton, TextField, TwoLanguageField, useRefusal } from "~/components/owner-form";
import { BackToList, OwnerList } from "~/components/owner-list";
import { pageMeta } from "~/components/page-meta";
import { Photo } from "~/components/photo";
import { PhotoField } from "~/components/photo-field";
import { PageSection, Subsection } from "~/components/section";
import { firstWords, ShareAndAll } from "~/components/share-link";
import { UploadForm, UploadPage } from "~/components/upload-form";
import { LIMITS } from "~/domain/rules";
import { type Lang, langAttribute, pathIn, readableDate } from "~/i18n/texts";
import { useLang } from "~/i18n/use-texts";
import type { eventsLoader, EventView, ownerEventsLoader } from "./event.server";
import { eventWords } from "./words";
import { Written } from "~/components/written";

/** When and where, to be read on one line: "5 December 2026, 10:00", "Rampur, Mau". */
export function whenAndWhere(event: Pick<EventView, "startsOn" | "endsOn" | "startsAt" | "place">, lang: Lang): string[] {
  return [when(event, lang), event.place].filter(Boolean);
}

function when({ startsOn, endsOn, startsAt }: Pick<EventView, "startsOn" | "endsOn" | "startsAt">, lang: Lang): string {
  const t = eventWords[lang].event;
  const days = endsOn && endsOn !== startsOn ? t.from(readableDate(startsOn, lang), readableDate(endsOn, lang)) : readableDate(startsOn, lang);
  return startsAt ? t.at(days, startsAt) : days;
}

// ---- The public pages: /events, and /events/<id>.

type PublicData = Awaited<ReturnType<typeof eventsLoader>>["data"];

export const eventsMeta = pageMeta(
  (_t, _trust, data, lang) => ((data as PublicData | undefined)?.event?.title ?? "") || eventWords[lang].page.title,
  (_t, _trust, data, lang) => firstWords((data as PublicData | undefined)?.event?.description ?? "", 160) || eventWords[lang].page.description,
  (data) => (data as PublicData | undefined)?.event?.photo?.key,
);

export function EventsPage() {
  const { event, list } = useLoaderData<typeof eventsLoader>();
  const lang = useLang();
  const t = eventWords[lang];
  if (event) return <OneEvent event={event} />;
  return (
    <PageSection title={t.page.title} lead={t.page.description}>
      <Subsection id="coming" title={t.page.coming}>
        {list.coming.length === 0 ? <p className="mt-3">{t.page.noneComing}</p> : <EventList events={list.coming} />}
      </Subsection>
      {list.past.length > 0 ? (
        <Subsection id="past" title={t.page.past} className="mt-10">
          <EventList events={list.past} />
        </Subsection>
      ) : null}
    </PageSection>
  );
}

function EventList({ events }: { events: EventView[] }) {
  const lang = useLang();
  const t = eventWords[lang].event;
  return (
    <ul className="mt-4 space-y-3">
      {events.map((event) => (
        <li key={event.id} className="rounded-lg p-4 ring-1 ring-stone-300" data-event>
          <h3 className="text-xl font-semibold">
            <a href={pathIn(lang, `/events/${event.id}`)} className="text-brand-800 underline" {...langAttribute(event.title, lang)}>
              {event.title}
            </a>
          </h3>
          <p className="mt-1">
            <JoinedTexts texts={whenAndWhere(event, lang)} />
          </p>
          {event.result ? (
            <a href={event.result} className="mt-1 inline-flex min-h-11 items-center font-semibold text-brand-700 underline">
              {t.result}
            </a>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

function OneEvent({ event }: { event: EventView }) {
  const lang = useLang();
  const t = eventWords[lang].event;
  return (
    <PageSection title={<Written text={event.title} />}>
      <article className="max-w-3xl">
        {event.photo ? <Photo photo={event.photo} alt="" sizes="(min-width: 768px) 48rem, 100vw" eager className="h-auto w-full rounded-lg" /> : null}
        <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-lg">
          <dt className="font-semibold">{t.when}</dt>
          <dd>{when(event, lang)}</dd>
          {event.place ? (
            <>
              <dt className="font-semibold">{t.where}</dt>
              <Written as="dd" text={event.place} />
            </>
          ) : null}
        </dl>
        {event.description ? (
          <p className="mt-4 whitespace-pre-line break-words text-lg" {...langAttribute(event.description, lang)}>
            <LinkedText text={event.description} />
          </p>
        ) : null}
        {event.pdf ? (
          <a href={event.pdf.href} className="mt-3 inline-flex min-h-11 items-center font-semibold text-brand-700 underline" data-event-pdf>
            {t.pdf(event.pdf.kilobytes)}
          </a>
        ) : null}
        {event.result ? (
          <p className="mt-3">
            <a href={event.result} className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline">
              {t.result}
            </a>
          </p>
        ) : null}
      </article>
      <ShareAndAll text={event.title} share={t.share} all={{ to: "/events", label: t.all }}>
        <a href={pathIn(lang, `/events/${event.id}/calendar.ics`)} className="button" download data-add-to-calendar>
          {t.addToCalendar}
        </a>
      </ShareAndAll>
    </PageSection>
  );
}

// ---- The owner's pages: the list, a new event, and one event.

type OwnerData = Awaited<ReturnType<typeof ownerEventsLoader>>;

export const ownerEventsMeta = pageMeta(
  (_t, _trust, data, lang) => {
    const page = data as OwnerData | undefined;
    return page?.adding ? eventWords[lang].owner.add : page?.event ? eventWords[lang].owner.edit : eventWords[lang].owner.title;
  },
  (_t, _trust, data, lang) => {
    const page = data as OwnerData | undefined;
    return page?.adding ? eventWords[lang].owner.addDescription : page?.event ? eventWords[lang].owner.editDescription : eventWords[lang].owner.description;
  },
);

export function OwnerEventsPage() {
  const page = useLoaderData<typeof ownerEventsLoader>();
  if (page.adding) return <NewEvent />;
  if (page.event) return <EditEvent event={page.event} />;
  return <EventsToManage />;
}

function EventsToManage() {
  const lang = useLang();
  const t = eventWords[lang].owner;
  return (
    <OwnerList<{ rows: EventView[] }>
      addTo={{ to: "/login-home/events/new", label: t.add }}
      words={t}
      row={(event) => ({
        editTo: `/login-home/events/${event.id}`,
        label: t.label(event.title),
        summary: (
          <>
            <Written as="p" className="font-semibold" text={event.title} />
            <p className="text-sm text-stone-700">
              <JoinedTexts texts={whenAndWhere(event, lang)} />
            </p>
          </>
        ),
      })}
    />
  );
}

function EventFields({ values = {} }: { values?: Record<string, string | null | undefined> }) {
  const t = eventWords[useLang()].owner.fields;
  const day = (name: string) => values[name] ?? "";
  return (
    <>
      <TwoLanguageField name="title" label={t.title} help={t.titleHelp} oneNeeded maxLength={LIMITS.line} values={values} />
      <TwoLanguageField name="description" label={t.description} multiline maxLength={LIMITS.details} values={values} />
      <TextField id="startsOn" name="startsOn" type="date" label={t.startsOn} required defaultValue={day("startsOn")} />
      <TextField id="endsOn" name="endsOn" type="date" label={t.endsOn} help={t.endsOnHelp} defaultValue={day("endsOn")} />
      <TextField id="startsAt" name="startsAt" type="time" label={t.startsAt} help={t.startsAtHelp} defaultValue={day("startsAt")} />
      <TwoLanguageField name="village" label={t.village} oneNeeded maxLength={LIMITS.line} values={values} />
      <TwoLanguageField name="block" label={t.block} maxLength={LIMITS.line} values={values} />
      <TwoLanguageField name="district" label={t.district} maxLength={LIMITS.line} values={values} />
      <TextField id="resultPath" name="resultPath" label={t.resultPath} help={t.resultPathHelp} maxLength={500} defaultValue={day("resultPath")} />
    </>
  );
}

function NewEvent() {
  const t = eventWords[useLang()].owner;
  return (
    <UploadPage title={t.add} button={t.save}>
      <EventFields />
      <PhotoField required={false} guidance={t.photoGuidance} />
    </UploadPage>
  );
}

function EditEvent({ event }: { event: NonNullable<OwnerData["event"]> }) {
  const refusal = useRefusal();
  // A refused PDF (posted without JavaScript) comes back at the address its form posted to.
  const pdfForm = useSearchParams()[0].has("pdf");
  const t = eventWords[useLang()].owner;
  const { view, values } = event;
  return (
    <>
      <UploadPage title={t.edit} button={t.save} showsRefusal={!pdfForm}>
        <EventFields values={values} />
        <PhotoField required={false} current={view.photo ? { src: view.photo.src, alt: t.currentPhoto } : null} guidance={t.photoGuidance} removable />
      </UploadPage>
      <section aria-labelledby="event-pdf" className="mt-10 max-w-xl">
        <h2 id="event-pdf" className="text-2xl font-bold text-brand-800">
          {t.pdf}
        </h2>
        {view.pdf ? (
          <OwnerForm action="?pdf=remove" className="mt-4 space-y-3">
            <a href={view.pdf.href} className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline">
              {t.currentPdf(view.pdf.kilobytes)}
            </a>
            <SubmitButton>{t.removePdf}</SubmitButton>
          </OwnerForm>
        ) : null}
        <UploadForm action="?pdf=attach" className="mt-4 space-y-4" refusal={pdfForm ? refusal?.message : undefined}>
          <PdfField label={t.choosePdf} help={t.pdfHelp} />
          <SubmitButton>{t.attach}</SubmitButton>
        </UploadForm>
      </section>
      <BackToList to="/login-home/events" label={t.title} />
    </>
  );
}
