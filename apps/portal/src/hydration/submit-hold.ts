// The page's first script where the server drew the login (its own module of a few hundred bytes, loaded
// async ahead of the portal's, apps/reference-api/src/portal-static.ts): until the portal has hydrated the
// server's HTML, a submit (Enter in a field, a click on Ingresar) is held here, once, instead of being lost or
// sent, and the portal takes it as soon as its form can (server-drawn.ts). The button says it is getting ready
// (aria-busy) meanwhile. Nothing is imported: a module shared with the portal's entries would be bundled into
// their chunk, which this script must not wait for. The names below are server-drawn.ts's (a test compares).

interface HeldSubmit {
  readonly form: HTMLFormElement;
  readonly submitter: HTMLElement | null;
}

let held: HeldSubmit | undefined;

/** Whether the root still holds the server's HTML, not yet hydrated (the attribute goes once it is). */
const dehydrated = () => document.getElementById("root")?.hasAttribute("data-gse-ssr") === true;

function hold(event: Event): void {
  if (!dehydrated() || !(event.target instanceof HTMLFormElement)) return;
  // Not the browser's submission (the form's method is dialog, which goes nowhere, but to be sure), and no
  // listener after this one: a submit the portal replays is sent once.
  event.preventDefault();
  event.stopImmediatePropagation();
  if (held) return;
  const submitter = (event as SubmitEvent).submitter;
  held = { form: event.target, submitter };
  submitter?.setAttribute("aria-busy", "true");
}

document.addEventListener("submit", hold, true);

(window as Window & { gseSubmitHold?: { take(): HeldSubmit | undefined } }).gseSubmitHold = {
  take() {
    document.removeEventListener("submit", hold, true);
    held?.submitter?.removeAttribute("aria-busy");
    const taken = held;
    held = undefined;
    return taken;
  },
};
