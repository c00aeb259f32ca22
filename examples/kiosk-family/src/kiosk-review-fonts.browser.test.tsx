/// <reference types="vite/client" />
import { composeStories, setProjectAnnotations } from "@storybook/react-vite";
import { describe, expect, it } from "vitest";
import preview from "../../../.storybook/preview.tsx";
import * as kioskReview from "./kiosk.review.stories.tsx";

setProjectAnnotations(preview);

describe("the kiosk family's Review page", () => {
  it("draws the kiosk brand's login specimen in its own font, its face loaded, under its sheet's title", async () => {
    const { Login, BrandSheetOfScreens } = composeStories(kioskReview);
    await Login.run();
    const heading = document.querySelector('[data-specimen^="brand kiosk, screen login, 360px"] h1');
    if (!heading) throw new Error("kiosk review page: no login heading in the kiosk specimen");
    const family = getComputedStyle(heading).fontFamily.split(",")[0]?.replace(/"/g, "").trim();
    expect(family).toBe("Inter");
    expect([...document.fonts].some((face) => face.family === "Inter" && face.status === "loaded")).toBe(
      true,
    );
    document.body.replaceChildren();
    await BrandSheetOfScreens.run();
    expect(document.querySelector("h1")?.textContent).toBe("GSE Kiosco (kiosk): every screen");
  });
});
