import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { mockOf, screenStories } from "../../testing/screen-stories.tsx";
import AbsentScreen from "./AbsentScreen.tsx";

const meta = {
  title: "Self-service/AbsentScreen",
  component: AbsentScreen,
  ...screenStories("absent"),
  globals: { brand: "selfservice_co" },
} satisfies Meta;

export default meta;
type Story = StoryObj;

/** The session was closed: a link to /Login and the application's version. */
export const Default: Story = {
  play: async (context) => {
    const { canvas } = context;
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "Tu sesión fue cerrada." }),
    ).toBeVisible();
    await expect(await canvas.findByText("Versión 1.8.0")).toBeVisible();
    await userEvent.click(canvas.getByRole("link", { name: "Iniciar sesión" }));
    await expect(mockOf(context).moves).toEqual([{ to: "/Login" }]);
  },
};

/** In English, from the language selector at its foot. */
export const InEnglish: Story = {
  globals: { language: "en" },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "Your session was closed." }),
    ).toBeVisible();
    await expect(canvas.getByRole("combobox", { name: "Language" })).toHaveValue("en");
  },
};
