import type { ReactNode } from "react";
import { useTexts } from "~/i18n/use-texts";
import { useTrust } from "./trust-data";
import { Filled } from "./written";

/**
 * The sentence that says when and under which act the trust was formed (the home page and the
 * vision page), its name and act marked with their language; null when the owner gave neither.
 */
export function useFoundingSentence(): ReactNode {
  const { name, formed } = useTrust();
  const t = useTexts();
  if (!formed.on && !formed.under) return null;
  return <Filled sentence={t.home.formed} values={[name, formed.on, formed.under]} />;
}
