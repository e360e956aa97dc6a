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
