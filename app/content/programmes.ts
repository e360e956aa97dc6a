// The trust's five programmes ("Our Works"): what is fixed about each, its route (the slug), its
// menu label and its illustration. What each page says is the owner's (domain/programme.server.ts).

export const PROGRAMME_SLUGS = ["rural", "women-empowerment", "divyang", "needy-people", "students-awareness"] as const;
export type ProgrammeSlug = (typeof PROGRAMME_SLUGS)[number];

export type ProgrammeFrame = { slug: ProgrammeSlug; menuTitle: string; illustration: string; illustrationAlt: string };

export const programmes: ProgrammeFrame[] = [
  { slug: "rural", menuTitle: "Rural Education", illustration: "/images/programmes/rural.svg", illustrationAlt: "Children sitting with a teacher under a tree, reading from slates" },
  { slug: "women-empowerment", menuTitle: "Women Empowerment", illustration: "/images/programmes/women.svg", illustrationAlt: "Women working together at sewing machines" },
  { slug: "divyang", menuTitle: "Divyang Support", illustration: "/images/programmes/divyang.svg", illustrationAlt: "A volunteer walking beside a person in a wheelchair on a village road" },
  { slug: "needy-people", menuTitle: "Charity", illustration: "/images/programmes/charity.svg", illustrationAlt: "Volunteers handing out food packets and blankets" },
  { slug: "students-awareness", menuTitle: "Students Awareness", illustration: "/images/programmes/students.svg", illustrationAlt: "Students listening to a speaker in a classroom" },
];

export function programmeFrame(slug: ProgrammeSlug): ProgrammeFrame {
  const frame = programmes.find((programme) => programme.slug === slug);
  if (!frame) throw new Error(`No programme ${slug}`);
  return frame;
}
