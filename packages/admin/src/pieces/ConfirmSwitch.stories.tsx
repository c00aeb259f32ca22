import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, waitFor } from "storybook/test";
import { ConfirmSwitch } from "./ConfirmSwitch.tsx";

/** A switch whose confirmed change lands, as a list reload would bring it. */
function SwitchPage({ initial }: { readonly initial: boolean }) {
  const [active, setActive] = useState(initial);
  return (
    <main style={{ padding: 24 }}>
      <ConfirmSwitch
        checked={active}
        label="Estado de jperez"
        showLabel
        confirmMessage="Deseas activar / desactivar este usuario"
        onChange={setActive}
      />
    </main>
  );
}

const meta = {
  title: "Console/ConfirmSwitch",
  component: SwitchPage,
  args: { initial: true },
} satisfies Meta<typeof SwitchPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("switch", { name: "Estado de jperez" })).toHaveAttribute(
      "aria-checked",
      "true",
    );
  },
};

export const Inactive: Story = {
  args: { initial: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("switch", { name: "Estado de jperez" })).toHaveAttribute(
      "aria-checked",
      "false",
    );
  },
};

/** Pressing asks first; Cancelar leaves the state, Aceptar changes it. */
export const Asking: Story = {
  play: async ({ canvas }) => {
    const state = canvas.getByRole("switch", { name: "Estado de jperez" });
    await userEvent.click(state);
    await canvas.findByRole("dialog", { name: "Confirmación" });
    await userEvent.click(canvas.getByRole("button", { name: "Cancelar" }));
    await expect(state).toHaveAttribute("aria-checked", "true");
    await userEvent.click(state);
    await userEvent.click(await canvas.findByRole("button", { name: "Aceptar" }));
    await waitFor(() => expect(state).toHaveAttribute("aria-checked", "false"));
    await userEvent.click(state);
    await canvas.findByRole("dialog", { name: "Confirmación" });
  },
};
