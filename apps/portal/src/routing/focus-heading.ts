/**
 * Focuses the page's h1 (made focusable by script, tabindex -1, so it is not a tab stop) as soon as it is in the
 * document: a lazily loaded screen draws it a moment after the route changes. A screen that already put the
 * cursor somewhere keeps it. Gives up after `timeoutMs`; returns the stop for an unmount.
 */
export function focusHeadingWhenDrawn(document: Document, timeoutMs = 10_000): () => void {
  const focused = () => {
    const heading = document.querySelector<HTMLElement>("h1");
    if (!heading) return false;
    const active = document.activeElement;
    if (!active || active === document.body) {
      if (!heading.hasAttribute("tabindex")) heading.tabIndex = -1;
      heading.focus();
    }
    return true;
  };
  if (focused()) return () => undefined;
  const observer = new MutationObserver(() => {
    if (focused()) stop();
  });
  const timer = setTimeout(() => stop(), timeoutMs);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}
