import type { Notice, WorkCounter } from "@prisma/client";

// Records as the original backend's clients read them: `_id` and the spec's field names,
// dates as ISO-8601 (its first 10 characters are the date).

export function workCounterForApi(counter: WorkCounter) {
  return { _id: counter.id, category: counter.category, count: counter.count };
}

export function noticeForApi(notice: Notice) {
  return { _id: notice.id, update: notice.update, createdAt: notice.createdAt.toISOString() };
}
