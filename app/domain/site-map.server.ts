import { db } from "~/site/db.server";

/** When the content a visitor reads last changed: the sitemap's lastmod. */
export async function lastContentChange(): Promise<Date | null> {
  const newest = await Promise.all([
    db()
      .trustDetails.aggregate({ _max: { updatedAt: true } })
      .then((row) => row._max.updatedAt),
    db()
      .notice.aggregate({ _max: { updatedAt: true } })
      .then((row) => row._max.updatedAt),
    db()
      .photoStory.aggregate({ _max: { updatedAt: true } })
      .then((row) => row._max.updatedAt),
    db()
      .workCounter.aggregate({ _max: { updatedAt: true } })
      .then((row) => row._max.updatedAt),
    db()
      .teamMember.aggregate({ _max: { updatedAt: true } })
      .then((row) => row._max.updatedAt),
    db()
      .programme.aggregate({ _max: { updatedAt: true } })
      .then((row) => row._max.updatedAt),
    db()
      .faq.aggregate({ _max: { createdAt: true } })
      .then((row) => row._max.createdAt),
    db()
      .galleryPhoto.aggregate({ _max: { createdAt: true } })
      .then((row) => row._max.createdAt),
    db()
      .document.aggregate({ _max: { createdAt: true } })
      .then((row) => row._max.createdAt),
  ]);
  const times = newest.filter((date): date is Date => date !== null).map((date) => date.getTime());
  return times.length > 0 ? new Date(Math.max(...times)) : null;
}

/** The pages of each notice and photo story. */
export async function permalinks(): Promise<string[]> {
  const [notices, stories] = await Promise.all([db().notice.findMany({ select: { id: true } }), db().photoStory.findMany({ select: { id: true } })]);
  return [...notices.map(({ id }) => `/updates/${id}`), ...stories.map(({ id }) => `/success-works/${id}`)];
}
