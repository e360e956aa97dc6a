// A calendar file (RFC 5545) keeps each line within 75 octets, carrying the rest on lines that
// begin with a space. The calendar library counts characters, and a Hindi letter is three
// octets, so a Hindi description came out in lines of up to 225: calendar apps that hold to the
// rule cut them or refuse the file. Here the library's lines are joined again and folded by octets.

const MOST_OCTETS = 75;

/** A calendar file with every line folded at 75 octets, never inside a character. */
export function foldedByOctets(calendar: string): string {
  const unfolded = calendar.replace(/\r\n[ \t]/g, "");
  return unfolded.split("\r\n").map(foldLine).join("\r\n");
}

function foldLine(line: string): string {
  const parts: string[] = [];
  let part = "";
  let octets = 0;
  // A carried-on line's leading space is one of its 75 octets.
  let room = MOST_OCTETS;
  for (const character of line) {
    const size = octetsOf(character);
    if (octets + size > room) {
      parts.push(part);
      part = "";
      octets = 0;
      room = MOST_OCTETS - 1;
    }
    part += character;
    octets += size;
  }
  parts.push(part);
  return parts.join("\r\n ");
}

/** How many octets one character (one code point) takes in UTF-8. */
function octetsOf(character: string): number {
  const code = character.codePointAt(0) ?? 0;
  return code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
}
