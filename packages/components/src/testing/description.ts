/** The text an element is described by (its aria-describedby), as assistive technology reads it. */
export const description = (element: Element): string =>
  (element.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? "")
    .join(" ");
