import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, waitFor } from "storybook/test";
import { Button } from "./Button.tsx";
import { Dialog } from "./Dialog.tsx";

/** A page with a button that opens the dialog, to show focus moving in and back. */
function DialogDemo({ closable }: { readonly closable: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <main style={{ padding: 24 }}>
      <Button onClick={() => setOpen(true)}>Abrir aviso</Button>
      <Dialog
        open={open}
        title="Aviso"
        {...(closable ? { onClose: () => setOpen(false) } : {})}
        actions={<Button onClick={() => setOpen(false)}>Aceptar</Button>}
      >
        Tu sesión fue revocada. Inicia sesión nuevamente.
      </Dialog>
    </main>
  );
}

const meta = {
  title: "Primitives/Dialog",
  component: DialogDemo,
  args: { closable: true },
} satisfies Meta<typeof DialogDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Focus moves into the dialog, Escape closes it and focus returns to the button that opened it. */
export const Closable: Story = {
  play: async ({ canvas }) => {
    const opener = canvas.getByRole("button", { name: "Abrir aviso" });
    await userEvent.click(opener);
    const dialog = await canvas.findByRole("dialog", { name: "Aviso" });
    await expect(dialog).toHaveAccessibleDescription("Tu sesión fue revocada. Inicia sesión nuevamente.");
    await waitFor(() => expect(canvas.getByRole("button", { name: "Aceptar" })).toHaveFocus());
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(canvas.queryByRole("dialog")).toBeNull());
    await expect(opener).toHaveFocus();
  },
};

/** Escape does nothing: only Aceptar closes it. */
export const NonClosable: Story = {
  args: { closable: false },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Abrir aviso" }));
    await canvas.findByRole("dialog", { name: "Aviso" });
    await userEvent.keyboard("{Escape}");
    await userEvent.keyboard("{Escape}");
    await expect(canvas.getByRole("dialog", { name: "Aviso" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Aceptar" }));
    await waitFor(() => expect(canvas.queryByRole("dialog")).toBeNull());
  },
};
