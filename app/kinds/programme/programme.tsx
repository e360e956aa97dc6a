// The five programmes ("Our Works"): each one's public page, and the owner's list and edit page.
import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import type { ownerProgrammeLoader, ownerProgrammesLoader, ProgrammeView } from "./programme.server";
import { useLang, useTexts, useWords } from "~/i18n/use-texts";
import { pageMeta, wordsMeta } from "~/components/page-meta";
import { Photo } from "~/components/photo";
import { PageSection, Subsection } from "~/components/section";
import { Labelled } from "~/components/owner-list";
import { DetailsForm } from "~/components/details-form";
import { declareFields, requiredLineInBoth, requiredParagraphInBoth } from "~/kinds/fields";
import { DeclaredFields } from "~/components/form-fields";
import { PhotoField } from "~/components/photo-field";
import { LIMITS } from "~/domain/limits";
import { Quoting, Written } from "~/components/written";
import { langAttribute, type Wording } from "~/i18n/texts";

// ---- Its words in the owner's area, in both languages.

const en = {
  title: "Programmes",
  description: "The texts of the five programme pages.",
  intro: "The five programme pages keep their addresses and menu names; what each page says is yours to write.",
  editMetaTitle: "Edit a programme",
  editDescription: "Edit the texts of a programme page.",
  editTitle: (name: string) => `Edit “${name}”`,
  currentPhoto: (name: string) => `The current photo of ${name}`,
  editIntro: "What this programme's page says.",
  save: "Save programme",
  photoGuidance: "A photo of this work, shown at the top of its page and on its card. Without one, the page shows a drawing.",
};

const hi: Wording<typeof en> = {
  title: "कार्यक्रम",
  description: "पाँचों कार्यक्रम पेजों की बातें।",
  intro: "पाँचों कार्यक्रम पेजों के पते और मेन्यू के नाम वही रहते हैं; हर पेज पर क्या लिखा हो, यह आप तय करते हैं।",
  editMetaTitle: "कार्यक्रम बदलें",
  editDescription: "एक कार्यक्रम पेज की बातें बदलें।",
  editTitle: (name) => `“${name}” बदलें`,
  // The name may be in English: the picture is described without it.
  currentPhoto: (_name) => "इस कार्यक्रम की अभी की फ़ोटो",
  editIntro: "इस कार्यक्रम के पेज पर क्या लिखा हो।",
  save: "कार्यक्रम सहेजें",
  photoGuidance: "इस काम की एक फ़ोटो, जो इसके पेज के ऊपर और इसके कार्ड पर दिखती है। फ़ोटो न हो तो पेज पर एक चित्र दिखता है।",
};

// ---- Its fields, in the form's order: what each takes, and its label and help in both languages.

const fields = declareFields(
  {
    title: requiredLineInBoth,
    summary: requiredParagraphInBoth,
    vision: requiredParagraphInBoth,
    mission: { twoLanguages: true, multiline: true, required: true, maxLength: LIMITS.paragraphs },
    duration: requiredLineInBoth,
  },
  {
    title: { en: ["Title"], hi: ["नाम"] },
    summary: {
      en: ["Summary", "One or two lines, for the home page's card and the top of the page."],
      hi: ["छोटा परिचय", "एक-दो पंक्तियाँ, होम पेज के कार्ड और पेज के ऊपर के लिए।"],
    },
    vision: { en: ["Vision"], hi: ["सोच"] },
    mission: { en: ["Mission", "One step on each line."], hi: ["संकल्प", "हर पंक्ति में एक क़दम।"] },
    duration: {
      en: ["Duration", "For example: Long-term plan: 5-6 years. Short-term plan: 8-11 months."],
      hi: ["अवधि", "जैसे: लंबी योजना: 5-6 साल। छोटी योजना: 8-11 महीने।"],
    },
  },
);

export const programmeWords = { en, hi, fields };

/** A programme page's title and description, from what its loader read. */
export const programmeMeta: MetaFunction = (args) => {
  const programme = args.data as ProgrammeView | undefined;
  return programme ? pageMeta(programme.title, `${programme.title}: ${programme.summary}`, () => programme.photo?.key)(args) : [];
};

/** One of the five "Our Works" pages: vision, mission and how long the plan runs. */
export function ProgrammePage() {
  const programme = useLoaderData<ProgrammeView>();
  const t = useTexts();
  const lang = useLang();
  const said = (text: string) => langAttribute(text, lang);
  return (
    <PageSection title={<span {...said(programme.title)}>{programme.title}</span>} lead={<span {...said(programme.summary)}>{programme.summary}</span>}>
      {programme.photo ? (
        <Photo
          photo={programme.photo}
          alt={t.programmes.photoAlt(programme.title)}
          sizes="(min-width: 768px) 768px, 100vw"
          eager
          className="h-auto w-full max-w-3xl rounded-xl"
        />
      ) : (
        // A drawing in place of the photo the trust has not given: decoration, described to no one.
        <img src={programme.illustration} alt="" width="800" height="450" className="h-auto w-full max-w-3xl rounded-xl" />
      )}
      <div className="mt-8 grid grid-cols-1 gap-6 md:grid-cols-3">
        <Subsection id="vision" title={t.programmes.vision} className="rounded-xl bg-brand-50 p-5">
          <p className="mt-2" {...said(programme.vision)}>
            {programme.vision}
          </p>
        </Subsection>
        <Subsection id="mission" title={t.programmes.mission} className="rounded-xl bg-brand-50 p-5">
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {programme.mission.map((step) => (
              <li key={step} {...said(step)}>
                {step}
              </li>
            ))}
          </ul>
        </Subsection>
        <Subsection id="duration" title={t.programmes.duration} className="rounded-xl bg-brand-50 p-5">
          <p className="mt-2" {...said(programme.duration)}>
            {programme.duration}
          </p>
        </Subsection>
      </div>
    </PageSection>
  );
}

// ---- The owner's five programmes, each to change

export const ownerProgrammesMeta = wordsMeta(programmeWords, "title", "description");

export function OwnerProgrammesPage() {
  const { programmes } = useLoaderData<typeof ownerProgrammesLoader>();
  const { list } = useTexts().owner;
  const t = useWords(programmeWords);
  return (
    <>
      <h1 className="text-3xl font-bold text-brand-800">{t.title}</h1>
      <p className="mt-2 max-w-2xl">{t.intro}</p>
      <ul className="mt-6 space-y-3">
        {programmes.map((programme) => (
          <li key={programme.slug} className="flex flex-wrap items-center justify-between gap-3 rounded-lg p-4 ring-1 ring-stone-300" data-owner-row>
            <div className="row-text">
              <Written as="p" className="font-semibold" text={programme.title} />
              <Written as="p" className="text-sm text-stone-700" text={programme.summary} />
            </div>
            <Link to={`/login-home/programmes/${programme.slug}`} className="button bg-stone-700">
              <Labelled verb={list.update} label={`“${programme.title}”`} />
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

// ---- A programme, to change

export const ownerProgrammeMeta = wordsMeta(programmeWords, "editMetaTitle", "editDescription");

export function OwnerProgrammePage() {
  const { name, values, photo } = useLoaderData<typeof ownerProgrammeLoader>();
  const t = useWords(programmeWords);
  return (
    <DetailsForm
      title={<Quoting sentence={t.editTitle(name)} />}
      intro={t.editIntro}
      fields={<DeclaredFields fields={fields} values={values} />}
      submitLabel={t.save}
      withUpload
    >
      <PhotoField required={false} current={photo ? { src: photo.src, alt: t.currentPhoto(name) } : null} guidance={t.photoGuidance} removable />
    </DetailsForm>
  );
}
