// The address of a page's preview picture for WhatsApp and other link previews: the page's own
// photo, else the trust's logo, else a plain card with the trust's name. Each address names what
// it shows (a photo's key, or a digest of the name), so a changed picture gets a new address
// and the picture at an address never changes. No server code: page meta builds these.

/** A short, stable digest of a text (FNV-1a), enough to tell one trust name from another. */
function digestOf(text: string): string {
  let hash = 0x811c9dc5;
  for (const character of text) {
    hash ^= character.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, "0");
}

export type ShareSource = { photoKey: string } | { logoKey: string } | { cardName: string };

export function shareImageName(source: ShareSource): string {
  if ("photoKey" in source) return `photo-${source.photoKey}.jpg`;
  if ("logoKey" in source) return `logo-${source.logoKey}.jpg`;
  return `card-${digestOf(source.cardName)}.jpg`;
}

/** What a share image's name asks for, or null for a name no page gives. */
export function shareSourceOf(name: string): { kind: "photo" | "logo"; key: string } | { kind: "card"; digest: string } | null {
  const stored = /^(photo|logo)-([a-f0-9]{24})\.jpg$/.exec(name);
  if (stored?.[1] && stored[2]) return { kind: stored[1] as "photo" | "logo", key: stored[2] };
  const card = /^card-([a-f0-9]{8})\.jpg$/.exec(name);
  return card?.[1] ? { kind: "card", digest: card[1] } : null;
}

export function cardDigest(name: string): string {
  return digestOf(name);
}
