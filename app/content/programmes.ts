// The trust's five programmes ("Our Works"). Duration statements are the trust's own plans.

export type Programme = {
  slug: "rural" | "women-empowerment" | "divyang" | "needy-people" | "students-awareness";
  title: string;
  menuTitle: string;
  summary: string;
  illustration: string;
  illustrationAlt: string;
  vision: string;
  mission: string[];
  duration: string;
};

export const programmes: Programme[] = [
  {
    slug: "rural",
    title: "Rural Education",
    menuTitle: "Rural Education",
    summary: "Free evening classes, books and school support so that no village child has to leave school.",
    illustration: "/images/programmes/rural.svg",
    illustrationAlt: "Children sitting with a teacher under a tree, reading from slates",
    vision: "Every child in our villages can read, write and count with confidence, and finishes school.",
    mission: [
      "Run free evening classes in the village for children of classes 1 to 8.",
      "Give notebooks, books and school bags to children who cannot afford them.",
      "Meet parents every month so that girls and boys alike stay in school.",
    ],
    duration: "Long-term plan: 5-6 years. Short-term plan: 8-11 months.",
  },
  {
    slug: "women-empowerment",
    title: "Women Empowerment",
    menuTitle: "Women Empowerment",
    summary: "Skills, savings groups and awareness so that women can earn and decide for themselves.",
    illustration: "/images/programmes/women.svg",
    illustrationAlt: "Women working together at sewing machines",
    vision: "Women in rural Uttar Pradesh earn their own income and take part in every family and village decision.",
    mission: [
      "Teach tailoring, handicraft and basic computer skills.",
      "Form self-help groups that save together and open bank accounts.",
      "Explain government schemes and legal rights in simple words.",
    ],
    duration: "Long-term plan: 4-5 years. Short-term plan: 6-8 months.",
  },
  {
    slug: "divyang",
    title: "Divyang Support",
    menuTitle: "Divyang Support",
    summary: "Wheelchairs, hearing aids, certificates and pensions for persons with disabilities.",
    illustration: "/images/programmes/divyang.svg",
    illustrationAlt: "A volunteer walking beside a person in a wheelchair on a village road",
    vision: "Every Divyang person lives with dignity and gets every support and right that the law gives.",
    mission: [
      "Hold camps for disability certificates, UDID cards and pensions.",
      "Give wheelchairs, tricycles, walking sticks and hearing aids.",
      "Help Divyang young people learn a skill and find work.",
    ],
    duration: "Plan: 5 years.",
  },
  {
    slug: "needy-people",
    title: "Charity for Needy People",
    menuTitle: "Charity",
    summary: "Food, blankets, medicines and help in emergencies for the poorest families.",
    illustration: "/images/programmes/charity.svg",
    illustrationAlt: "Volunteers handing out food packets and blankets",
    vision: "No family in our area goes hungry or cold, and help arrives when a crisis comes.",
    mission: [
      "Give rations to widows, the elderly and families without income.",
      "Share blankets in winter and run free health check-up camps.",
      "Help families in floods and other emergencies.",
    ],
    duration: "Long-term plan: 4-5 years. Short-term plan: 6-8 months.",
  },
  {
    slug: "students-awareness",
    title: "Students Awareness",
    menuTitle: "Students Awareness",
    summary: "Career guidance, scholarships and talks on health, safety and digital life.",
    illustration: "/images/programmes/students.svg",
    illustrationAlt: "Students listening to a speaker in a classroom",
    vision: "Students know their options, their rights and the scholarships meant for them, and choose their future with confidence.",
    mission: [
      "Hold career guidance sessions in schools and colleges.",
      "Help students apply for scholarships and government schemes.",
      "Talk about health, cyber safety and drug abuse in simple words.",
    ],
    duration: "Long-term plan: 2-3 years. Short-term plan: 9-11 months.",
  },
];

export function programmeBySlug(slug: Programme["slug"]): Programme {
  const programme = programmes.find((candidate) => candidate.slug === slug);
  if (!programme) throw new Error(`No programme "${slug}"`);
  return programme;
}
