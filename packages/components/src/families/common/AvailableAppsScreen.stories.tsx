import { referenceConfig } from "@gse/sdk/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { mockOf, screenStories } from "../../testing/screen-stories.tsx";
import AvailableAppsScreen from "./AvailableAppsScreen.tsx";

const meta = {
  title: "Common/AvailableAppsScreen",
  component: AvailableAppsScreen,
  ...screenStories("availableApps"),
} satisfies Meta;

export default meta;
type Story = StoryObj;

/** Two apps; a card opens the app in a new tab. */
export const Default: Story = {
  parameters: {
    screen: {
      slot: "availableApps",
      env: { config: { ...referenceConfig, redirectAllowlist: ["https://nomina.example.test"] } },
    },
  },
  play: async (context) => {
    await userEvent.click(await context.canvas.findByRole("button", { name: /GSE Nómina/ }));
    await expect(mockOf(context).moves).toEqual([{ left: "https://nomina.example.test/", newTab: true }]);
  },
};

export const Empty: Story = {
  parameters: { screen: { slot: "availableApps", navigationState: { apps: [] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("No tienes aplicaciones disponibles.")).toBeVisible();
  },
};

/** Many apps with long names wrap in the grid. */
export const ManyApps: Story = {
  parameters: {
    screen: {
      slot: "availableApps",
      navigationState: {
        apps: Array.from({ length: 7 }, (_, index) => ({
          id: index,
          name: `app${index}`,
          title: index % 2 ? `Aplicación de gestión documental número ${index}` : `App ${index}`,
          landing: `https://app${index}.example.test/`,
          mechanismAfterSetPass: 1,
        })),
      },
    },
  },
};
