import { enhanceCarousel } from "./carousel";
import { enhanceCopyButtons } from "./copy";
import { enhanceEntranceAnimations } from "./entrance-animations";
import { enhanceForms } from "./forms";
import { enhanceSiteHeader } from "./site-header";
import { enhanceVideoFacades } from "./video-facades";
import { enhanceWorkCounters } from "./work-counters";

// The public pages are complete HTML from the server; this one small module, not React, adds
// what the spec asks of JavaScript on them. Module scripts run once the document is parsed.
// Each part runs in a task of its own, so a slow phone never meets one long task.
document.documentElement.classList.add("enhanced");
for (const enhance of [
  enhanceSiteHeader,
  enhanceForms,
  enhanceCarousel,
  enhanceWorkCounters,
  enhanceEntranceAnimations,
  enhanceVideoFacades,
  enhanceCopyButtons,
]) {
  setTimeout(enhance);
}
