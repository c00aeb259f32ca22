import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { ConfirmDialog } from "./ConfirmDialog.tsx";
import { SELF_CLOSING_DIALOG_MS } from "./timing.ts";

/** A page holding the dialog open, with a button to open it again once it closed. */
function DialogPage({
  message,
  asks,
  onConfirm,
}: {
  readonly message: string;
  readonly asks: boolean;
  readonly onConfirm: () => void;
}) {
  const [open, setOpen] = useState(true);
  return (
    <main style={{ padding: 24 }}>
      <button type="button" onClick={() => setOpen(true)}>
        Abrir
      </button>
      <ConfirmDialog
        open={open}
        message={message}
        {...(asks
          ? {
              onConfirm: () => {
                onConfirm();
                setOpen(false);
              },
            }
          : {})}
        onClose={() => setOpen(false)}
      />
    </main>
  );
}

const meta = {
  title: "Console/ConfirmDialog",
  component: DialogPage,
  args: { message: "Deseas activar / desactivar este usuario", asks: true, onConfirm: fn() },
} satisfies Meta<typeof DialogPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Asks with Cancelar and Aceptar; Aceptar runs the action. */
export const Asking: Story = {
  play: async ({ canvas, args }) => {
    const dialog = await canvas.findByRole("dialog", { name: "Confirmación" });
    await expect(dialog).toHaveAccessibleDescription("Deseas activar / desactivar este usuario");
    await expect(canvas.getByRole("button", { name: "Cancelar" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Aceptar" }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole("button", { name: "Abrir" }));
  },
};

/** Without buttons it is a notice that closes itself after 1500 ms. */
export const SelfClosing: Story = {
  args: { message: "La aplicación ha sido actualizada", asks: false },
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole("dialog", { name: "Notificación" });
    await expect(canvas.queryByRole("button", { name: "Aceptar" })).toBeNull();
    const opened = performance.now();
    await waitFor(() => expect(dialog).not.toBeVisible(), { timeout: SELF_CLOSING_DIALOG_MS * 3 });
    await expect(performance.now() - opened).toBeGreaterThanOrEqual(SELF_CLOSING_DIALOG_MS - 100);
  },
};
