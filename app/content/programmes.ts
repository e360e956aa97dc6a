// The trust's five programmes ("Our Works"): what is fixed about each, its route (the slug) and
// its illustration; their menu names and the illustrations' descriptions are in the catalogues
// (i18n/). What each page says is the owner's (kinds/programme/programme.server.ts).

export const PROGRAMME_SLUGS = ["rural", "women-empowerment", "divyang", "needy-people", "students-awareness"] as const;
export type ProgrammeSlug = (typeof PROGRAMME_SLUGS)[number];

type ProgrammeFrame = { slug: ProgrammeSlug; illustration: string };

export const programmes: ProgrammeFrame[] = [
  { slug: "rural", illustration: "/images/programmes/rural.svg" },
  { slug: "women-empowerment", illustration: "/images/programmes/women.svg" },
  { slug: "divyang", illustration: "/images/programmes/divyang.svg" },
  { slug: "needy-people", illustration: "/images/programmes/charity.svg" },
  { slug: "students-awareness", illustration: "/images/programmes/students.svg" },
];

export function programmeFrame(slug: ProgrammeSlug): ProgrammeFrame {
  const frame = programmes.find((programme) => programme.slug === slug);
  if (!frame) throw new Error(`No programme ${slug}`);
  return frame;
}
