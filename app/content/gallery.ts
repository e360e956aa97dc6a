export type GalleryPhoto = { src: string; alt: string };
export type GalleryGroup = { title: string; photos: GalleryPhoto[] };

export const galleryGroups: GalleryGroup[] = [
  {
    title: "Evening classes",
    photos: [
      { src: "/images/programmes/rural.svg", alt: "Children reading with a teacher under a tree" },
      { src: "/images/programmes/students.svg", alt: "Students listening to a career guidance talk" },
    ],
  },
  {
    title: "Divyang support camps",
    photos: [{ src: "/images/programmes/divyang.svg", alt: "A volunteer walking beside a wheelchair user" }],
  },
  {
    title: "Women's self-help groups",
    photos: [{ src: "/images/programmes/women.svg", alt: "Women at sewing machines in a training centre" }],
  },
  {
    title: "Relief and charity",
    photos: [{ src: "/images/programmes/charity.svg", alt: "Volunteers handing out food packets and blankets" }],
  },
];


// The trust's work documents, shipped as small PDFs.
export const workDocuments = [
  { title: "Rural education report", href: "/documents/rural-education.pdf" },
  { title: "Women empowerment report", href: "/documents/women-empowerment.pdf" },
  { title: "Divyang support report", href: "/documents/divyang-support.pdf" },
  { title: "Charity work report", href: "/documents/charity.pdf" },
  { title: "Students awareness report", href: "/documents/students-awareness.pdf" },
  { title: "Trust registration summary", href: "/documents/registration.pdf" },
];
