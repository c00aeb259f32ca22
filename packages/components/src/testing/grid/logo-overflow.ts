/** A pixel of slack: subpixel layout rounds boxes differently. */
const SLACK = 1;

type Box = Pick<DOMRect, "left" | "right" | "top" | "bottom">;

const outside = (inner: Box, outer: Box) =>
  inner.left < outer.left - SLACK ||
  inner.right > outer.right + SLACK ||
  inner.top < outer.top - SLACK ||
  inner.bottom > outer.bottom + SLACK;

/** The nearest ancestor that cuts its children off (overflow other than visible), if the logo passes it. */
function clippedBy(logo: Element, box: Box): Element | undefined {
  for (let node = logo.parentElement; node && node !== document.documentElement; node = node.parentElement) {
    const style = getComputedStyle(node);
    if (style.overflowX === "visible" && style.overflowY === "visible") continue;
    if (outside(box, node.getBoundingClientRect())) return node;
  }
  return undefined;
}

/**
 * The brand's logos under `root` (the images named after the brand) that do not fit where they are drawn:
 * wider or taller than the box that holds them, cut off by an ancestor, or past the page's edge (a logo cut
 * off at its box reads "GSE Nómin"), one line each naming the logo and the sizes.
 */
export function logoOverflowProblems(root: ParentNode, brandName: string, label: string): string[] {
  const logos = [...root.querySelectorAll("img")].filter((image) => image.alt === brandName);
  return logos.flatMap((logo) => {
    const box = logo.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return [];
    const size = `${Math.round(box.width)}×${Math.round(box.height)}px`;
    const holder = logo.parentElement?.getBoundingClientRect();
    if (holder && outside(box, holder)) {
      return [
        `${label}: the logo "${brandName}" (${size}) is larger than its box (${Math.round(holder.width)}×${Math.round(holder.height)}px)`,
      ];
    }
    const clip = clippedBy(logo, box);
    if (clip)
      return [`${label}: the logo "${brandName}" (${size}) is cut off by <${clip.tagName.toLowerCase()}>`];
    if (box.left < -SLACK || box.right > document.documentElement.clientWidth + SLACK) {
      return [`${label}: the logo "${brandName}" (${size}) goes past the page's edge`];
    }
    return [];
  });
}
