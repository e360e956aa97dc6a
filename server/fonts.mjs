// @ts-check
// A bare host may have no Devanagari font, and then the link-preview card of a trust with a
// Hindi name, and a browser test's Hindi page, are drawn as empty boxes. fonts.conf adds Noto
// Sans Devanagari from node_modules to the machine's own fonts; an operator's own
// FONTCONFIG_FILE is left as it is.
import { fileURLToPath } from "node:url";

/** The environment's FONTCONFIG_FILE, or the one that adds Noto Sans Devanagari. */
export const fontsConfig = process.env.FONTCONFIG_FILE ?? fileURLToPath(new URL("./fonts.conf", import.meta.url));
