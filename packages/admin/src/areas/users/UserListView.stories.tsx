import type { AdminUser } from "@gse/contract";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { DEFAULT_PAGE_SIZE, type ListState } from "../../pieces/list-state.ts";
import { UserListView } from "./UserListView.tsx";

const names = [
  "Ana",
  "Luis",
  "Marta",
  "Jorge",
  "Sofía",
  "Andrés",
  "Lucía",
  "Pedro",
  "Camila",
  "Diego",
  "Valeria",
  "Óscar",
];
const users: AdminUser[] = names.map((name, index) => ({
  id: String(index + 1),
  names: name,
  surnames: index % 2 ? "Gómez Ruiz" : "Peña Ñáñez",
  email: `${name.toLowerCase()}@example.test`,
  document: String(1020304050 + index * 7),
  userName: `${name.toLowerCase()}.demo`,
  phoneNumber: "0",
  // Every type in turn: 1 Aplicacion, 2 Usuario, 3 Tester, 4 Usuario Certificado.
  idTypeUser: (index % 4) + 1,
  countryId: 1,
  documentTypeId: "CC",
  modifiedon: "2026-11-01T10:00:00Z",
  // Andrés (a user, type 2) is in state 6, which nobody may change.
  idstate: index === 5 ? 6 : index % 4 === 3 ? 1 : 2,
}));

/** The users list as /users holds it: the state here in memory, the page cut from the demo users. */
function UsersDemo({
  total = users.length,
  loading = false,
  problem,
  withActions = false,
  onCreate,
  onOpen,
}: {
  onCreate?: () => void;
  onOpen?: (user: AdminUser) => void;
  total?: number;
  loading?: boolean;
  problem?: string;
  withActions?: boolean;
}) {
  const [rows, setRows] = useState(users);
  const [state, setState] = useState<ListState>({
    page: 0,
    pageSize: DEFAULT_PAGE_SIZE,
    sort: "active",
    search: "",
  });
  const page = rows.slice(state.page * state.pageSize, (state.page + 1) * state.pageSize);
  return (
    <main style={{ padding: 16 }}>
      <UserListView
        users={total === 0 ? [] : page}
        total={total}
        state={state}
        onStateChange={setState}
        loading={loading}
        {...(onCreate ? { onCreate } : {})}
        {...(onOpen ? { onOpen } : {})}
        {...(problem ? { problem } : {})}
        {...(withActions
          ? {
              // What the list's reload would bring: the new state, or the user gone.
              actions: {
                onToggleState: async (user: AdminUser, active: boolean) =>
                  setRows((all) =>
                    all.map((row) => (row.id === user.id ? { ...row, idstate: active ? 2 : 1 } : row)),
                  ),
                onDelete: async (user: AdminUser) =>
                  setRows((all) => all.filter((row) => row.id !== user.id)),
              },
            }
          : {})}
      />
    </main>
  );
}

const meta = { title: "Console/Users/List", component: UsersDemo } satisfies Meta<typeof UsersDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Title Usuarios; the document with es-CO thousands separators; states 1, 3 and 6 read as inactive. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Usuarios" })).toBeVisible();
    await expect(canvas.getByRole("cell", { name: "1.020.304.050" })).toBeVisible();
    await expect(canvas.getAllByRole("cell", { name: "Inactivo" }).length).toBeGreaterThan(0);
  },
};

/** Crear usuario opens a new user's form; a row opens that user's. */
export const CreateAndOpen: Story = {
  args: { onCreate: fn(), onOpen: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Crear usuario" }));
    await expect(args.onCreate).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole("cell", { name: "luis.demo" }));
    await expect(args.onOpen).toHaveBeenCalledWith(expect.objectContaining({ userName: "luis.demo" }));
  },
};

/** The next page of the directory. */
export const SecondPage: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Siguiente" }));
    await waitFor(() => expect(canvas.getByRole("cell", { name: "valeria.demo" })).toBeVisible());
  },
};

/** A search with no match (spec §2: 'No se encontraron resultados'). */
export const Empty: Story = {
  args: { total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("No se encontraron resultados")).toBeVisible();
  },
};

/** While a page loads, the table says it is searching. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Buscando")).toBeInTheDocument();
  },
};

/** A failed load: the server's text in the Error alert (spec §8), closed with Aceptar. */
export const Failed: Story = {
  args: { problem: "No fue posible obtener respuesta del servicio", total: 0 },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole("dialog", { name: "Error" });
    await expect(alert).toHaveTextContent("No fue posible obtener respuesta del servicio");
    await userEvent.click(within(alert).getByRole("button", { name: "Aceptar" }));
    await waitFor(() => expect(canvas.queryByRole("dialog", { name: "Error" })).toBeNull());
  },
};

/** Spec §2: only types 2 (Usuario) and 4 (Usuario Certificado) have the state toggle and the delete icon. */
export const EachUserType: Story = {
  args: { withActions: true },
  play: async ({ canvas }) => {
    for (const userName of ["luis.demo", "jorge.demo"]) {
      await expect(canvas.getByRole("switch", { name: `Estado de ${userName}` })).toBeVisible();
      await expect(canvas.getByRole("button", { name: `Eliminar ${userName}` })).toBeVisible();
    }
    for (const userName of ["ana.demo", "marta.demo"]) {
      await expect(canvas.queryByRole("switch", { name: `Estado de ${userName}` })).toBeNull();
      await expect(canvas.queryByRole("button", { name: `Eliminar ${userName}` })).toBeNull();
    }
    // Jorge is in state 1: inactive.
    await expect(canvas.getByRole("switch", { name: "Estado de jorge.demo" })).toHaveAttribute(
      "aria-checked",
      "false",
    );
  },
};

/** The toggle asks 'Deseas activar / desactivar este usuario' and changes the state only on Aceptar. */
export const ToggleState: Story = {
  args: { withActions: true },
  play: async ({ canvas }) => {
    const state = canvas.getByRole("switch", { name: "Estado de luis.demo" });
    await userEvent.click(state);
    const dialog = await canvas.findByRole("dialog");
    await expect(dialog).toHaveTextContent("Deseas activar / desactivar este usuario");
    await userEvent.click(within(dialog).getByRole("button", { name: "Aceptar" }));
    await waitFor(() => expect(state).toHaveAttribute("aria-checked", "false"));
  },
};

/** State 6 reads as inactive and its toggle only says 'No es posible cambiar de estado a este usuario'. */
export const FixedState: Story = {
  args: { withActions: true },
  play: async ({ canvas }) => {
    const state = canvas.getByRole("switch", { name: "Estado de andrés.demo" });
    await expect(state).toHaveAttribute("aria-checked", "false");
    await userEvent.click(state);
    const dialog = await canvas.findByRole("dialog", { name: "Notificación" });
    await expect(dialog).toHaveTextContent("No es posible cambiar de estado a este usuario");
    await userEvent.click(within(dialog).getByRole("button", { name: "Aceptar" }));
    await waitFor(() => expect(canvas.queryByRole("dialog")).toBeNull());
    await expect(state).toHaveAttribute("aria-checked", "false");
  },
};

/** Delete asks 'Deseas eliminar este usuario?'; on Aceptar the user leaves the list. */
export const Delete: Story = {
  args: { withActions: true },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Eliminar luis.demo" }));
    const dialog = await canvas.findByRole("dialog");
    await expect(dialog).toHaveTextContent("Deseas eliminar este usuario?");
    await userEvent.click(within(dialog).getByRole("button", { name: "Aceptar" }));
    await waitFor(() => expect(canvas.queryByRole("cell", { name: "luis.demo" })).toBeNull());
  },
};
