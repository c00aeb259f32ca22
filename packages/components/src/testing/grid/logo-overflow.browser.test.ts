import { afterEach, describe, expect, it } from "vitest";
import { logoOverflowProblems } from "./logo-overflow.ts";

const logo = (width: number, height = 40) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"/>`)}`;

function draw(html: string): HTMLElement {
  const root = document.createElement("div");
  root.innerHTML = html;
  document.body.append(root);
  return root;
}

afterEach(() => {
  document.body.replaceChildren();
});

describe("the review grid's logo-overflow check", () => {
  it("passes a logo that fits its box, and ignores other images", () => {
    const root =
      draw(`<div style="width: 200px"><img alt="GSE Nómina" src="${logo(150)}" style="width: 150px; height: 40px">
      <img alt="" src="${logo(400)}" style="width: 400px; height: 40px"></div>`);
    expect(logoOverflowProblems(root, "GSE Nómina", "cell")).toEqual([]);
  });

  it("names a logo wider than its box", () => {
    const root = draw(
      `<div style="width: 120px"><img alt="GSE Nómina" src="${logo(197)}" style="width: 197px; height: 40px; display: block"></div>`,
    );
    expect(logoOverflowProblems(root, "GSE Nómina", "cell")).toEqual([
      'cell: the logo "GSE Nómina" (197×40px) is larger than its box (120×40px)',
    ]);
  });

  it("names a logo an ancestor cuts off", () => {
    const root =
      draw(`<div style="width: 100px; height: 20px; overflow: hidden"><span style="display: inline-block">
      <img alt="GSE Nómina" src="${logo(80)}" style="width: 80px; height: 40px; display: block"></span></div>`);
    expect(logoOverflowProblems(root, "GSE Nómina", "cell")).toEqual([
      'cell: the logo "GSE Nómina" (80×40px) is cut off by <div>',
    ]);
  });
});
