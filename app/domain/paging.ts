// A long owner list shown a page at a time (the register, the statement's credits): the page
// asked for, what of the whole it shows, and the addresses of its neighbours with the same filter.

export type Paging = { shown: { from: number; to: number; total: number }; links: { previous: string | null; next: string | null } };

/** The page a list's address asks for: 1 unless `?page=` names a later one. */
export function askedPage(asked: URLSearchParams): number {
  return Math.min(Math.max(1, Math.floor(Number(asked.get("page")) || 1)), 100_000);
}

/** The page of the list at `address` that a post came from, to go back to after it: its first page plainly. */
export function pageAfterPost(address: string, request: Request): string {
  const page = askedPage(new URL(request.url).searchParams);
  return page > 1 ? `${address}?page=${page}` : address;
}

/** Where `page` of `size` rows stands among `total`, and the pages before and after it at `address`. */
export function pagingOf(address: string, asked: URLSearchParams, page: number, size: number, total: number): Paging {
  const pages = Math.max(1, Math.ceil(total / size));
  const at = (to: number) => {
    const kept = new URLSearchParams(asked);
    kept.set("page", String(to));
    return `${address}?${kept}`;
  };
  return {
    shown: { from: total === 0 ? 0 : (page - 1) * size + 1, to: Math.min(total, page * size), total },
    links: { previous: page > 1 ? at(Math.min(page - 1, pages)) : null, next: page < pages ? at(page + 1) : null },
  };
}
