import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { Countdown } from "./Countdown.tsx";

const meta = {
  title: "Primitives/Countdown",
  component: Countdown,
  args: {
    secondsLeft: 272,
    children: (time: string) => `El usuario se encuentra bloqueado, vuelve a intentarlo en ${time}`,
  },
} satisfies Meta<typeof Countdown>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The lock (spec §4): minutes and seconds. */
export const MinutesAndSeconds: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("timer")).toHaveTextContent("04:32");
  },
};

/** The resend wait (spec §2): seconds. */
export const Seconds: Story = {
  args: {
    secondsLeft: 42,
    format: "seconds",
    children: (time: string) => `Podrás solicitar un nuevo correo en ${time} segundos.`,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("timer")).toHaveTextContent("42 segundos");
  },
};
