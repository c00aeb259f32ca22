import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { SUCCESS_MESSAGE_MS } from "../timing.ts";
import { type DemoRecord, demoExisting, demoNew, demoTabs, demoTitle } from "./demo-record.tsx";
import { RecordForm } from "./RecordForm.tsx";

/** The two-tab demo record on a page, saving in memory (or refusing, to show a failure). */
function RecordPage({
  isNew,
  refuse,
  onLeave,
}: {
  readonly isNew: boolean;
  readonly refuse: boolean;
  readonly onLeave: () => void;
}) {
  const [left, setLeft] = useState(false);
  if (left) return <main style={{ padding: 16 }}>Lista de aplicaciones</main>;
  return (
    <main style={{ padding: 16 }}>
      <RecordForm<DemoRecord>
        tabs={demoTabs}
        values={isNew ? demoNew : demoExisting}
        isNew={isNew}
        title={demoTitle}
        onSave={async (_values, tab) =>
          refuse
            ? { ok: false, message: "No fue posible guardar: el servicio no respondió." }
            : {
                ok: true,
                message: isNew ? "La aplicación fue creada con éxito" : `${tab.label}: actualizado`,
              }
        }
        onLeave={() => {
          onLeave();
          setLeft(true);
        }}
      />
    </main>
  );
}

const meta = {
  title: "Console/RecordForm",
  component: RecordPage,
  args: { isNew: false, refuse: false, onLeave: fn() },
} satisfies Meta<typeof RecordPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const nameField = (canvas: Canvas) => canvas.getByRole("textbox", { name: /Nombre/ });
const edit = (canvas: Canvas) => userEvent.click(canvas.getByRole("switch", { name: "Editar" }));

/** A new record: editable, titled Nueva aplicación, a next arrow and no edit toggle. */
export const New: Story = {
  args: { isNew: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Nueva aplicación" })).toBeVisible();
    await expect(nameField(canvas)).not.toHaveAttribute("readonly");
    await expect(canvas.queryByRole("switch", { name: "Editar" })).toBeNull();
  },
};

/** The next arrow validates the tab first and stays while it is invalid. */
export const NewInvalidTab: Story = {
  args: { isNew: true },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Siguiente pestaña" }));
    await expect(await canvas.findByText("Campo obligatorio")).toBeVisible();
    await expect(canvas.getByRole("tab", { selected: true })).toHaveTextContent("Datos Básicos");
  },
};

/** A valid first tab moves on; the last tab has Guardar. */
export const NewLastTab: Story = {
  args: { isNew: true },
  play: async ({ canvas }) => {
    await userEvent.type(nameField(canvas), "Biometría");
    await userEvent.click(canvas.getByRole("button", { name: "Siguiente pestaña" }));
    await waitFor(() => expect(canvas.getByRole("tab", { selected: true })).toHaveTextContent("Token"));
    await expect(canvas.getByRole("button", { name: "Guardar" })).toBeVisible();
  },
};

/** An existing record reads until the edit toggle. */
export const Details: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Detalle de datos básicos" })).toBeVisible();
    await expect(nameField(canvas)).toHaveAttribute("readonly");
    await expect(canvas.getByRole("switch", { name: "Editar" })).toHaveAttribute("aria-checked", "false");
  },
};

/** After the edit toggle: the tab's update button and Cancelar. */
export const Editing: Story = {
  play: async ({ canvas }) => {
    await edit(canvas);
    await expect(canvas.getByRole("heading", { name: "Editar datos básicos" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Actualizar datos" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Cancelar" })).toBeVisible();
  },
};

/** A tab change with unsaved changes asks 'Hiciste modificaciones ¿Deseas actualizarlas?'. */
export const DirtyPrompt: Story = {
  play: async ({ canvas }) => {
    await edit(canvas);
    await userEvent.type(nameField(canvas), " 2");
    await userEvent.click(canvas.getByRole("tab", { name: "Token" }));
    const dialog = await canvas.findByRole("dialog", { name: "Confirmación" });
    await expect(dialog).toHaveAccessibleDescription("Hiciste modificaciones ¿Deseas actualizarlas?");
  },
};

/** Cancelar in the prompt restores the record's values and goes where it was asked. */
export const PromptCancelRestores: Story = {
  play: async ({ canvas }) => {
    await edit(canvas);
    await userEvent.type(nameField(canvas), " 2");
    await userEvent.click(canvas.getByRole("tab", { name: "Token" }));
    const dialog = await canvas.findByRole("dialog", { name: "Confirmación" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancelar" }));
    await waitFor(() => expect(canvas.getByRole("tab", { selected: true })).toHaveTextContent("Token"));
    await userEvent.click(canvas.getByRole("tab", { name: "Datos Básicos" }));
    await expect(nameField(canvas)).toHaveValue("Nómina");
  },
};

/** An update without changes: the 0.5 s indicator, then 'No hay cambios para guardar'. */
export const NoChanges: Story = {
  play: async ({ canvas }) => {
    await edit(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "Actualizar datos" }));
    await waitFor(() => expect(canvas.getByText("No hay cambios para guardar")).toBeVisible());
  },
};

/** A saved tab shows its success message, which closes after 1.5 s. */
export const Saved: Story = {
  play: async ({ canvas }) => {
    await edit(canvas);
    await userEvent.type(nameField(canvas), " 2");
    await userEvent.click(canvas.getByRole("button", { name: "Actualizar datos" }));
    const message = await canvas.findByText("Datos Básicos: actualizado");
    await expect(message).toHaveRole("status");
    await waitFor(() => expect(message).toBeEmptyDOMElement(), { timeout: SUCCESS_MESSAGE_MS * 3 });
  },
};

/** A refused save says why and keeps the changes. */
export const SaveFailed: Story = {
  args: { refuse: true },
  play: async ({ canvas }) => {
    await edit(canvas);
    await userEvent.type(nameField(canvas), " 2");
    await userEvent.click(canvas.getByRole("button", { name: "Actualizar datos" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("No fue posible guardar");
    await expect(nameField(canvas)).toHaveValue("Nómina 2");
  },
};

/** The back icon steps back a tab, and leaves from the first. */
export const BackLeaves: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("tab", { name: "Token" }));
    await userEvent.click(canvas.getByRole("button", { name: "Volver" }));
    await expect(canvas.getByRole("tab", { selected: true })).toHaveTextContent("Datos Básicos");
    await userEvent.click(canvas.getByRole("button", { name: "Volver" }));
    await expect(args.onLeave).toHaveBeenCalledOnce();
  },
};
