// A form that changes a saved record (the trust's bank details, a notice) may stay open for hours
// on a phone, while the same record is changed from another phone or a laptop. Saved as sent,
// it would put back every field it showed, and the other change would be lost without a word.
// So the form carries what each of its fields showed, as a short fingerprint (`_shown`), and a
// save takes from it only what she changed there: what was saved meanwhile stays, and a field
// changed in both places, differently, is saved over only once she has been told and saves again.

/** The form's field that carries what its other fields showed. */
export const SHOWN_FIELD = "_shown";

type Values = Record<string, string | null | undefined>;

/** A field's text as a browser sends it back: a text area's lines come parted by CR LF. */
function asSent(text: string | null | undefined): string {
  return (text ?? "").replace(/\r\n?/g, "\n");
}

/** A short fingerprint of a field's text (FNV-1a): two texts that differ almost never share one. */
function fingerprint(text: string | null | undefined): string {
  const sent = asSent(text);
  let hash = 0x811c9dc5;
  for (let at = 0; at < sent.length; at++) hash = Math.imul(hash ^ sent.charCodeAt(at), 0x01000193) >>> 0;
  return hash.toString(36);
}

/** What a form's fields show, each named with its fingerprint: `title:1x3f9a,titleHi:…`. */
export function shownMark(values: Values, names: readonly string[]): string {
  return names.map((name) => `${name}:${fingerprint(values[name])}`).join(",");
}

function readMark(mark: string): [name: string, shown: string][] {
  return mark.split(",").flatMap((pair) => {
    const [name, shown, ...more] = pair.split(":");
    return name && shown && more.length === 0 ? [[name, shown] as [string, string]] : [];
  });
}

/**
 * What a form's save writes, given what its fields showed (`mark`) and what is saved now: what
 * she changed, and what was changed meanwhile where she changed nothing. `bothChanged` names the
 * fields changed in both places, differently; `mark` is what the form carries when it comes back
 * to her, so that a second save of those fields is hers. Only the record's own fields are read
 * from the mark: a form changed by hand cannot name another (its `_id`).
 */
export function mergedWithMeanwhile(sent: Record<string, string>, mark: string, now: Values) {
  const values: Record<string, string> = {};
  const bothChanged: string[] = [];
  const ownFields = readMark(mark).filter(([name]) => Object.hasOwn(now, name));
  const next = ownFields.map(([name, shown]): [string, string] => {
    const hers = sent[name] ?? "";
    const saved = now[name] ?? "";
    const changedHere = fingerprint(hers) !== shown;
    const changedThere = fingerprint(saved) !== shown;
    if (changedThere && !changedHere) values[name] = saved;
    if (!changedThere || !changedHere || asSent(hers) === asSent(saved)) return [name, shown];
    bothChanged.push(name);
    return [name, fingerprint(saved)];
  });
  return { values, bothChanged, mark: next.map((pair) => pair.join(":")).join(",") };
}
