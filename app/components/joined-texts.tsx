import { Fragment } from "react";
import { Written } from "./written";

/**
 * Short texts on one line, "5 December 2099, 10:00 · Rampur, Mau": each marked with its own
 * language, since a page's words (a date) and the owner's (a village's name) may differ.
 */
export function JoinedTexts({ texts }: { texts: string[] }) {
  return (
    <>
      {texts.map((text, index) => (
        // The texts are fixed for the page, and two of them may read the same.
        <Fragment key={index}>
          {index > 0 ? " · " : null}
          <Written text={text} />
        </Fragment>
      ))}
    </>
  );
}
