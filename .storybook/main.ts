import { brandsPlugin } from "@gse/brand-kit/node";
import type { StorybookConfig } from "@storybook/react-vite";

const config: StorybookConfig = {
  framework: { name: "@storybook/react-vite", options: {} },
  stories: ["../packages/*/src/**/*.stories.tsx"],
  addons: ["@storybook/addon-a11y", "@storybook/addon-vitest"],
  core: { disableTelemetry: true },
  // Every brand for stories, through `virtual:gse-brands`; Storybook needs no brands/<key>.json files.
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    plugins: [...(viteConfig.plugins ?? []), brandsPlugin({ brandFiles: false })],
  }),
};

export default config;
