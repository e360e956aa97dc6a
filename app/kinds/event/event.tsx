import { useLoaderData, useSearchParams } from "@remix-run/react";
import { JoinedTexts } from "~/components/joined-texts";
import { LinkedText } from "~/components/linked-text";
import { OwnerForm, PdfField, SubmitButton, useRefusal } from "~/components/owner-form";
import { DeclaredFields } from "~/components/form-fields";
import { declareFields, requiredLineInBoth } from "~/kinds/fields";
import { BackToList, OwnerList } from "~/components/owner-list";
import { pageMeta } from "~/components/page-meta";
import { Photo } from "~/components/photo";
import { PhotoField } from "~/components/photo-field";
import { PageSection, Subsection } from "~/components/section";
import { firstWords, ShareAndAll } from "~/components/share-link";
import { UploadForm, UploadPage } from "~/components/upload-form";
import { LIMITS } from "~/domain/limits";
import { type Lang, langAttribute, pathIn, readableDate } from "~/i18n/texts";
import { useLang } from "~/i18n/use-texts";
import type { eventsLoader, EventView, ownerEventsLoader } from "./event.server";
import { Written } from "~/components/written";

// What a camp or an event looks like to a visitor and to the owner, and every word it says, in
// both languages. The server's side (its rows, its operations, its loaders) is event.server.ts.

const en = {
  page: {
    title: "Camps and events",
    description: "Health and eye camps, scholarship tests, self-help group meetings and relief the trust runs: when and where, to come along.",
    coming: "Coming",
    past: "Already held",
    noneComing: "No camp or event is planned just now. Come back soon, or ask the trust.",
  },
  event: {
    when: "When",
    where: "Where",
    from: (first: string, last: string) => `${first} to ${last}`,
    at: (day: string, time: string) => `${day}, ${time}`,
    pdf: (kilobytes: number) => `The form or list (PDF, ${kilobytes} KB)`,
    result: "What came of it",
    addToCalendar: "Add to calendar",
    share: "Share on WhatsApp",
    all: "All camps and events",
  },
  home: { title: "Coming camps and events", all: "All camps and events" },
  owner: {
    menu: "Events",
    title: "Camps and events",
    description: "The camps and events the site announces.",
    intro: "Each shows on the events page until its last day, then under “Already held”. The three coming next show on the home page.",
    empty: "No event yet.",
    add: "Add a camp or an event",
    addDescription: "Add a camp or an event to the events page.",
    edit: "Change the event",
    editDescription: "Change a camp or an event.",
    save: "Save the event",
    photoGuidance: "A photo of the place, or of an earlier camp.",
    currentPhoto: "The event’s photo now",
    pdf: "Form or list (PDF)",
    choosePdf: "Choose the PDF",
    pdfHelp: "A form to fill in, or a list of names: a PDF of at most 10 MB.",
    attach: "Add the PDF",
    currentPdf: (kilobytes: number) => `The PDF now with the event (${kilobytes} KB)`,
    removePdf: "Take the PDF off",
  },
};

type EventTexts = typeof en;

const hi: EventTexts = {
  page: {
    title: "शिविर और आयोजन",
    description: "ट्रस्ट के स्वास्थ्य और नेत्र शिविर, छात्रवृत्ति परीक्षाएँ, स्वयं सहायता समूह की बैठकें और राहत वितरण: कब और कहाँ, ताकि आप आ सकें।",
    coming: "आने वाले",
    past: "हो चुके",
    noneComing: "अभी कोई शिविर या आयोजन तय नहीं है। जल्द फिर देखें, या ट्रस्ट से पूछें।",
  },
  event: {
    when: "कब",
    where: "कहाँ",
    from: (first, last) => `${first} से ${last} तक`,
    at: (day, time) => `${day}, ${time} बजे`,
    pdf: (kilobytes) => `फ़ॉर्म या सूची (PDF, ${kilobytes} KB)`,
    result: "इससे क्या हुआ",
    addToCalendar: "कैलेंडर में जोड़ें",
    share: "व्हाट्सऐप पर भेजें",
    all: "सभी शिविर और आयोजन",
  },
  home: { title: "आने वाले शिविर और आयोजन", all: "सभी शिविर और आयोजन" },
  owner: {
    menu: "आयोजन",
    title: "शिविर और आयोजन",
    description: "साइट पर बताए जाने वाले शिविर और आयोजन।",
    intro: "हर आयोजन अपने आख़िरी दिन तक आयोजन वाले पेज पर दिखता है, फिर “हो चुके” में। अगले तीन आयोजन होम पेज पर भी दिखते हैं।",
    empty: "अभी कोई आयोजन नहीं है।",
    add: "शिविर या आयोजन जोड़ें",
    addDescription: "आयोजन वाले पेज पर शिविर या आयोजन जोड़ें।",
    edit: "आयोजन बदलें",
    editDescription: "शिविर या आयोजन बदलें।",
    save: "आयोजन सहेजें",
    photoGuidance: "जगह की, या पिछले शिविर की कोई फ़ोटो।",
    currentPhoto: "आयोजन की अभी वाली फ़ोटो",
    pdf: "फ़ॉर्म या सूची (PDF)",
    choosePdf: "PDF चुनें",
    pdfHelp: "भरने का फ़ॉर्म, या नामों की सूची: ज़्यादा से ज़्यादा 10 MB की PDF।",
    attach: "PDF जोड़ें",
    currentPdf: (kilobytes) => `आयोजन के साथ अभी लगी PDF (${kilobytes} KB)`,
    removePdf: "PDF हटाएँ",
  },
};

// ---- Its fields, in the form's order: what each takes, and its label and help in both languages.

const fields = declareFields(
  {
    title: requiredLineInBoth,
    description: { twoLanguages: true, multiline: true, maxLength: LIMITS.details },
    startsOn: { type: "date", required: true },
    endsOn: { type: "date" },
    startsAt: { type: "time" },
    village: requiredLineInBoth,
    block: { twoLanguages: true, maxLength: LIMITS.line },
    district: { twoLanguages: true, maxLength: LIMITS.line },
    resultPath: { maxLength: 500 },
  },
  {
    title: { en: ["Name of the camp or event", "Such as: Free eye camp"], hi: ["शिविर या आयोजन का नाम", "जैसे: मुफ़्त नेत्र शिविर"] },
    description: { en: ["What happens there, and who may come"], hi: ["वहाँ क्या होगा, और कौन आ सकता है"] },
    startsOn: { en: ["Day"], hi: ["दिन"] },
    endsOn: { en: ["Last day", "Only for a camp of more than one day."], hi: ["आख़िरी दिन", "सिर्फ़ एक दिन से लंबे शिविर के लिए।"] },
    startsAt: { en: ["Time", "India time, such as 10:00. Leave it empty for the whole day."], hi: ["समय", "भारत का समय, जैसे 10:00। पूरे दिन के लिए ख़ाली छोड़ दें।"] },
    village: { en: ["Village or place"], hi: ["गाँव या जगह"] },
    block: { en: ["Block"], hi: ["ब्लॉक"] },
    district: { en: ["District"], hi: ["ज़िला"] },
    resultPath: {
      en: ["What came of it", "Afterwards: the address of the notice or photo story about it, such as /success-works/…"],
      hi: ["इससे क्या हुआ", "बाद में: इसके बारे में सूचना या फ़ोटो कहानी के पेज का पता (लिंक) डालें।"],
    },
  },
);

export const eventWords = { en, hi, fields };

const { endsOn, startsAt, resultPath } = fields;

/** What the event's operations say to the owner, in both languages. */
export const eventSays = {
  added: { en: "The event was added.", hi: "आयोजन जुड़ गया।" },
  updated: { en: "The event was updated.", hi: "आयोजन बदल गया।" },
  binned: { en: "The event was moved to the bin.", hi: "आयोजन कूड़ेदान में चला गया।" },
  pdfAdded: { en: "The PDF was added to the event.", hi: "PDF आयोजन के साथ लग गई।" },
  pdfRemoved: { en: "The PDF was taken off the event.", hi: "PDF आयोजन से हट गई।" },
  // Events have no JSON API: both languages name a field by its label on the owner's form.
  lastDayBeforeFirst: { en: `${endsOn.en[0]}: it cannot be before the first day.`, hi: `${endsOn.hi[0]}: पहले दिन से पहले नहीं हो सकता।` },
  timeOfDay: { en: `${startsAt.en[0]}: write a time of day, such as 10:30`, hi: `${startsAt.hi[0]}: घड़ी का समय लिखें, जैसे 10:30` },
  resultPage: {
    en: `${resultPath.en[0]}: the address of a notice or a photo story on this site, such as /updates/…`,
    hi: `${resultPath.hi[0]}: इस साइट की किसी सूचना या फ़ोटो कहानी के पेज का पता (लिंक) डालें।`,
  },
};

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
            <a href={event.result} className="tap-link mt-1 font-semibold">
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
        <dl className="mt-4 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-lg">
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
          <Written as="p" className="mt-4 whitespace-pre-line break-words text-lg" text={event.description}>
            <LinkedText text={event.description} />
          </Written>
        ) : null}
        {event.pdf ? (
          <a href={event.pdf.href} className="tap-link mt-3 flex w-fit font-semibold" data-event-pdf>
            {t.pdf(event.pdf.kilobytes)}
          </a>
        ) : null}
        {event.result ? (
          <a href={event.result} className="tap-link mt-3 flex w-fit font-semibold">
            {t.result}
          </a>
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

/** Which owner's page of events this is (the list, a new event, one event), as its title and description. */
function ownerEventsPageWords(data: unknown, lang: Lang): { title: string; description: string } {
  const page = data as OwnerData | undefined;
  const t = eventWords[lang].owner;
  if (page?.adding) return { title: t.add, description: t.addDescription };
  return page?.event ? { title: t.edit, description: t.editDescription } : t;
}

export const ownerEventsMeta = pageMeta(
  (_t, _trust, data, lang) => ownerEventsPageWords(data, lang).title,
  (_t, _trust, data, lang) => ownerEventsPageWords(data, lang).description,
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
        named: event.title,
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

function NewEvent() {
  const t = eventWords[useLang()].owner;
  return (
    <UploadPage title={t.add} button={t.save}>
      <DeclaredFields fields={fields} />
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
        <DeclaredFields fields={fields} values={values} />
        <PhotoField required={false} current={view.photo ? { src: view.photo.src, alt: t.currentPhoto } : null} guidance={t.photoGuidance} removable />
      </UploadPage>
      <section aria-labelledby="event-pdf" className="mt-10 max-w-xl">
        <h2 id="event-pdf" className="text-2xl font-bold text-brand-800">
          {t.pdf}
        </h2>
        {view.pdf ? (
          <OwnerForm action="?pdf=remove" className="mt-4 space-y-3">
            <a href={view.pdf.href} className="tap-link font-semibold">
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
