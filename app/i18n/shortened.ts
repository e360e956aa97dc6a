// A text cut to fit a title, a label or a share line: at the end of a word, never inside one, and
// never inside a syllable. Counting and cutting by code unit would end a Hindi title in a bare
// half-letter ("ब्…", "कार्…"), since a Devanagari syllable is several code points (a consonant, a
// virama, the next consonant, a vowel sign); Intl.Segmenter knows the words and the graphemes.

const words = new Intl.Segmenter(undefined, { granularity: "word" });
const graphemes = new Intl.Segmenter(undefined, { granularity: "grapheme" });

/** The text whole when it has at most `most` letters (graphemes), else its words that fit, and "…". */
export function shortened(text: string, most: number): string {
  const letters = [...graphemes.segment(text)];
  if (letters.length <= most) return text;
  // The room for the words: `most` graphemes, one of them for the "…".
  const room = letters[most - 1]?.index ?? text.length;
  let end = 0;
  for (const { index, segment, isWordLike } of words.segment(text)) {
    if (index + segment.length > room) break;
    if (isWordLike) end = index + segment.length;
  }
  // A first word longer than the room is cut at the last whole grapheme that fits.
  const cut = end > 0 ? end : room;
  return `${text.slice(0, cut).trimEnd()}…`;
}
