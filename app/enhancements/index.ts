import { enhanceCarousel } from "./carousel";
import { enhanceEntranceAnimations } from "./entrance-animations";
import { enhanceForms } from "./forms";
import { enhanceSiteHeader } from "./site-header";
import { enhanceVideoFacades } from "./video-facades";
import { enhanceWorkCounters } from "./work-counters";

// The public pages are complete HTML from the server; this one small module, not React, adds
// what the spec asks of JavaScript on them. Module scripts run once the document is parsed.
document.documentElement.classList.add("enhanced");
enhanceSiteHeader();
enhanceEntranceAnimations();
enhanceWorkCounters();
enhanceCarousel();
enhanceVideoFacades();
enhanceForms();
