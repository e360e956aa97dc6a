/**
 * Copy buttons (the donate page's UPI ID and bank details): hidden in the page, since without
 * JavaScript the values are plain selectable text; shown here when the browser can copy. The
 * button's words change to "Copied" for a moment, and the status beside it says so to a screen reader.
 */
export function enhanceCopyButtons() {
  if (!navigator.clipboard) return;
  for (const button of document.querySelectorAll<HTMLButtonElement>("button[data-copy]")) button.hidden = false;
  document.addEventListener("click", (event) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLButtonElement>("button[data-copy]") : null;
    const words = button?.querySelector("[data-copy-words]");
    if (!button || !words) return;
    const status = button.nextElementSibling?.matches("[data-copy-status]") ? button.nextElementSibling : null;
    void navigator.clipboard.writeText(button.dataset.copy ?? "").then(() => {
      const idle = words.textContent;
      words.textContent = button.dataset.copied ?? "";
      if (status) status.textContent = button.dataset.copied ?? "";
      setTimeout(() => {
        words.textContent = idle;
        if (status) status.textContent = "";
      }, 2000);
    });
  });
}
