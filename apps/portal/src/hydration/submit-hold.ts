// The page's first script where the server drew the login (its own module of a few hundred bytes, loaded
// async ahead of the portal's, apps/reference-api/src/portal-static.ts): until the portal has hydrated the
// server's HTML, a submit (Enter in a field, a click on Ingresar) is held here, once, instead of being lost or
// sent, and the portal makes it again as soon as its form can (server-drawn.ts). The button says it is getting
// ready (aria-busy) meanwhile. Nothing is imported: a module shared with the portal's entries would be bundled
// into their chunk, which this script must not wait for. The names below are server-drawn.ts's (a test
// compares).

let held: HTMLFormElement | undefined;
let busy: Element | null | undefined;

function hold(event: Event): void {
  // Hydrated: the portal's own listeners take it.
  if (!document.getElementById("root")?.hasAttribute("data-gse-ssr")) return;
  // Not the browser's submission (the form's method is dialog, which goes nowhere, but to be sure), and no
  // listener after this one: a submit the portal makes again is sent once.
  event.preventDefault();
  event.stopImmediatePropagation();
  if (held || !(event.target instanceof HTMLFormElement)) return;
  held = event.target;
  busy = (event as SubmitEvent).submitter;
  busy?.setAttribute("aria-busy", "true");
}

document.addEventListener("submit", hold, true);

(window as Window & { gseSubmitHold?: { take(): HTMLFormElement | undefined } }).gseSubmitHold = {
  take() {
    document.removeEventListener("submit", hold, true);
    busy?.removeAttribute("aria-busy");
    const form = held;
    held = undefined;
    return form;
  },
};
