import { materialIconsPlugin } from "@gse/admin/vite";
import { brandsPlugin } from "@gse/brand-kit/node";
import type { StorybookConfig } from "@storybook/react-vite";
import { fixtureBrandsDirs } from "../scripts/fixture-brands.ts";

const config: StorybookConfig = {
  framework: { name: "@storybook/react-vite", options: {} },
  stories: ["../packages/*/src/**/*.stories.tsx", "../examples/*/src/**/*.stories.tsx"],
  addons: ["@storybook/addon-a11y", "@storybook/addon-vitest"],
  core: { disableTelemetry: true },
  // Every brand for stories, through `virtual:gse-brands`, and the test-only kiosk brand of the example family;
  // Storybook needs no brands/<key>.json files.
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    // The console's menu icons are served from our own origin, as the portal serves them.
    plugins: [
      ...(viteConfig.plugins ?? []),
      brandsPlugin({ brandFiles: false, fixtureBrandsDirs }),
      materialIconsPlugin(),
    ],
  }),
};

export default config;
