/// <reference types="vite/client" />
import { composeStory, type Meta, type StoryObj, setProjectAnnotations } from "@storybook/react-vite";
import { afterEach, describe, expect, it } from "vitest";
import preview from "../../../../.storybook/preview.tsx";
import * as certificateReview from "../families/certificate/CertificateFamily.review.stories.tsx";
import * as commonReview from "../families/common/CommonFamily.review.stories.tsx";
import * as selfServiceReview from "../families/self-service/SelfServiceFamily.review.stories.tsx";
import * as themedReview from "../families/themed/ThemedFamily.review.stories.tsx";
import { specimensSettled } from "./family-review.tsx";

// The review pages as Storybook renders them: its preview's loaders and decorators, the toolbar's brand suite.
setProjectAnnotations(preview);

/**
 * A review page drawn until its specimens settle, without its play's axe check: the stories project runs each of
 * these pages with it, and what is read here is the fonts and captions.
 */
const drawn = (story: StoryObj, meta: Meta) => composeStory({ ...story, play: specimensSettled }, meta);

const loginPages = {
  common: drawn(commonReview.Login, commonReview.default),
  certificate: drawn(certificateReview.Login, certificateReview.default),
  themed: drawn(themedReview.Login, themedReview.default),
  "self-service": drawn(selfServiceReview.Login, selfServiceReview.default),
};

/** The font `key`'s 360 px specimen draws its heading in, and whether `document.fonts` holds it loaded. */
function specimenFont(key: string) {
  const frame = document.querySelector(`[data-specimen^="brand ${key}, screen login, 360px"]`);
  const heading = frame?.querySelector("h1");
  if (!heading) throw new Error(`review page: no login heading in the ${key} specimen`);
  const family = getComputedStyle(heading).fontFamily.split(",")[0]?.replace(/"/g, "").trim();
  const loaded = [...document.fonts].some(
    (face) => face.family.replace(/"/g, "") === family && face.status === "loaded",
  );
  return { family, loaded };
}

afterEach(() => {
  document.body.replaceChildren();
});

describe("the Review pages draw every specimen in its own brand's fonts", () => {
  it("draws payroll's specimen on the Common family's Login page in Nunito, its face loaded", async () => {
    await loginPages.common.run();
    expect(specimenFont("payroll")).toEqual({ family: "Nunito", loaded: true });
    // The toolbar's brand is suite (Inter): the specimen's font is its own brand's, not the page's.
    expect(getComputedStyle(document.body).fontFamily).toMatch(/^"?Inter"?/);
  });

  it.each([
    ["certificate", "certificate", "Source Sans 3"],
    ["themed", "license_certb", "DM Sans"],
    ["self-service", "selfservice_co", "Poppins"],
  ] as const)(
    "draws a %s brand (%s) on its family's Login page in %s, its face loaded",
    async (family, key, font) => {
      await loginPages[family].run();
      expect(specimenFont(key)).toEqual({ family: font, loaded: true });
    },
  );

  it("labels each specimen with its brand key and name, family, screen, state and width", async () => {
    await loginPages.common.run();
    const caption = document
      .querySelector('[data-specimen^="brand payroll, screen login, 360px"]')
      ?.closest("figure")
      ?.querySelector("figcaption");
    expect(caption?.checkVisibility()).toBe(true);
    expect([...(caption?.children ?? [])].map((line) => line.textContent)).toEqual([
      "payroll · GSE Nómina",
      "common · login · Default · 360 px",
    ]);
  });

  it("titles a brand's sheet with the brand's name", async () => {
    await drawn(commonReview.BrandSheetOfScreens, commonReview.default).run();
    expect(document.querySelector("h1")?.textContent).toBe("GSE Suite (suite): every screen");
  });
});
