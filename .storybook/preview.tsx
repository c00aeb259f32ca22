import type { Preview } from "@storybook/react-vite";

const preview: Preview = {
  parameters: {
    // Every story is an accessibility test: an axe violation fails the story's test run.
    a11y: { test: "error", options: { runOnly: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"] } },
    layout: "fullscreen",
  },
};

export default preview;
