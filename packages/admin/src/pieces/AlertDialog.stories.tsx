import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, waitFor } from "storybook/test";
import { AlertDialog, type AlertKind } from "./AlertDialog.tsx";

function AlertPage({ kind, message }: { readonly kind: AlertKind; readonly message: string }) {
  const [open, setOpen] = useState(true);
  return (
    <main style={{ padding: 24 }}>
      <AlertDialog open={open} kind={kind} message={message} onClose={() => setOpen(false)} />
    </main>
  );
}

const meta = {
  title: "Console/AlertDialog",
  component: AlertPage,
  args: { kind: "error", message: "No fue posible cargar los privilegios." },
} satisfies Meta<typeof AlertPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A failed call: titled Error, closed with Aceptar. */
export const ErrorAlert: Story = {
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole("dialog", { name: "Error" });
    await expect(dialog).toHaveAccessibleDescription("No fue posible cargar los privilegios.");
    await waitFor(() => expect(canvas.getByRole("button", { name: "Aceptar" })).toHaveFocus());
  },
};

/** A popup message: titled Notificación. */
export const NotificationAlert: Story = {
  args: { kind: "notification", message: "La notificación ya fue ejecutada, no se puede modificar" },
  play: async ({ canvas }) => {
    await canvas.findByRole("dialog", { name: "Notificación" });
    await userEvent.click(canvas.getByRole("button", { name: "Aceptar" }));
    await waitFor(() => expect(canvas.queryByRole("dialog")).toBeNull());
  },
};
