import { contrastRatio, MINIMUM_TEXT_CONTRAST, parseColour, type Rgba } from "@gse/brand-kit";

const WHITE: Rgba = { r: 255, g: 255, b: 255, a: 1 };

/** `top` laid over the opaque `bottom`, with `top`'s alpha scaled by `opacity`. */
const over = (top: Rgba, bottom: Rgba, opacity = 1): Rgba => {
  const alpha = top.a * opacity;
  const mix = (front: number, back: number) => front * alpha + back * (1 - alpha);
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a: 1 };
};

const css = ({ r, g, b }: Rgba) => `rgb(${r}, ${g}, ${b})`;

/** A computed colour: rgb()/rgba(), or `color(srgb r g b / a)` as Chromium reports a color-mix(). */
function computed(colour: string): Rgba {
  const srgb = /^color\(srgb ([\d.e-]+) ([\d.e-]+) ([\d.e-]+)(?: \/ ([\d.e-]+))?\)$/.exec(colour);
  if (!srgb) return parseColour(colour);
  const [r, g, b] = [srgb[1], srgb[2], srgb[3]].map((channel) => Number(channel) * 255) as [
    number,
    number,
    number,
  ];
  return { r, g, b, a: srgb[4] === undefined ? 1 : Number(srgb[4]) };
}

/**
 * The text and background colours a disabled button shows on screen: its own background laid on what is
 * painted behind it (every ancestor's background, from the page down), and both faded by its opacity and its
 * ancestors' up to the card, as a 0.6 opacity greys a button out.
 */
function paintedColours(button: HTMLElement): { readonly text: Rgba; readonly background: Rgba } {
  const chain: HTMLElement[] = [];
  for (let node: HTMLElement | null = button.parentElement; node; node = node.parentElement)
    chain.unshift(node);
  const behind = chain.reduce(
    (below, node) => over(computed(getComputedStyle(node).backgroundColor), below),
    WHITE,
  );
  let opacity = 1;
  for (let node: HTMLElement | null = button; node; node = node.parentElement) {
    opacity *= Number.parseFloat(getComputedStyle(node).opacity) || 0;
  }
  const style = getComputedStyle(button);
  const own = over(computed(style.backgroundColor), behind);
  const text = over(computed(style.color), own);
  return { text: over(text, behind, opacity), background: over(own, behind, opacity) };
}

/**
 * Whether any of the button's text is drawn where it can be read: a label kept only for screen readers (a
 * switch's visually hidden name, clipped to 1 px) has no colour to read, and an icon button no text at all.
 */
function hasVisibleText(button: HTMLElement): boolean {
  const clipped = (element: Element | null): boolean => {
    for (let node = element; node && node !== button.parentElement; node = node.parentElement) {
      const style = getComputedStyle(node);
      const box = node.getBoundingClientRect();
      if (style.overflow === "hidden" && (box.width <= 1 || box.height <= 1)) return true;
    }
    return false;
  };
  const walker = document.createTreeWalker(button, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.textContent?.trim() && !clipped(node.parentElement)) return true;
  }
  return false;
}

/**
 * The disabled buttons under `root` whose label reads under WCAG AA's 4.5:1 (disabled buttons are real
 * colours, not a faded opacity), one line each naming the button and the ratio. Axe leaves disabled
 * controls out of its contrast rule, so the grid measures them itself, from the styles the cell already drew.
 */
export function disabledContrastProblems(root: ParentNode, label: string): string[] {
  return [...root.querySelectorAll<HTMLButtonElement>("button:disabled")].flatMap((button) => {
    if (!hasVisibleText(button)) return [];
    const { text, background } = paintedColours(button);
    const ratio = contrastRatio(css(text), css(background));
    if (ratio >= MINIMUM_TEXT_CONTRAST) return [];
    const name = button.textContent?.trim() || button.getAttribute("aria-label") || "a button";
    return [
      `${label}: disabled-contrast: "${name}" reads at ${Math.floor(ratio * 100) / 100}:1 ` +
        `(${css(text)} on ${css(background)}), expected at least ${MINIMUM_TEXT_CONTRAST}:1: colour it with the theme's button.disabled* tokens, not opacity`,
    ];
  });
}
