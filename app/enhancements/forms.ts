/** Show and hide a password: a click on its toggle (delegated, so fields React renders later work too). */
function togglePasswords() {
  document.addEventListener("click", (event) => {
    const toggle = event.target instanceof Element ? event.target.closest<HTMLButtonElement>("[data-password-toggle]") : null;
    const field = toggle ? document.getElementById(toggle.getAttribute("aria-controls") ?? "") : null;
    if (!toggle || !(field instanceof HTMLInputElement)) return;
    const showing = field.type === "password";
    field.type = showing ? "text" : "password";
    toggle.setAttribute("aria-pressed", String(showing));
    const word = toggle.querySelector("[data-toggle-word]");
    // The words come with the button, in its page's language.
    if (word) word.textContent = (showing ? toggle.dataset.hideWord : toggle.dataset.showWord) ?? "";
  });
}

function markBusy(button: HTMLButtonElement) {
  const spinner = document.createElement("span");
  spinner.setAttribute("aria-hidden", "true");
  spinner.className = "busy-spinner";
  button.dataset.idleHtml = button.innerHTML;
  button.replaceChildren(spinner, button.dataset.busyText ?? "");
  button.disabled = true;
  button.setAttribute("aria-disabled", "true");
}

/**
 * A form the browser itself posts (a page without React) shows its button busy until the next
 * page arrives. React's forms prevent the native post and show their own busy state.
 */
function showBusyWhilePosting() {
  document.addEventListener("submit", (event) => {
    const button = event.submitter;
    if (!(button instanceof HTMLButtonElement) || button.dataset.busyText === undefined) return;
    // Disabled only after the browser has taken the form's data, and only if nothing took over.
    setTimeout(() => {
      if (!event.defaultPrevented) markBusy(button);
    });
  });
  // Back to a page kept in the back-forward cache: its button is ready again.
  window.addEventListener("pageshow", (event) => {
    if (!event.persisted) return;
    for (const button of document.querySelectorAll<HTMLButtonElement>("button[data-idle-html]")) {
      button.innerHTML = button.dataset.idleHtml ?? "";
      button.disabled = false;
      button.removeAttribute("aria-disabled");
      delete button.dataset.idleHtml;
    }
  });
}

export function enhanceForms() {
  togglePasswords();
  showBusyWhilePosting();
}
