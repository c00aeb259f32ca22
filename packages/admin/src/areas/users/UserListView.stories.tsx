import type { AdminUser } from "@gse/contract";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, waitFor } from "storybook/test";
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
  idTypeUser: 2,
  countryId: 1,
  documentTypeId: "CC",
  modifiedon: "2026-11-01T10:00:00Z",
  idstate: index % 4 === 3 ? 1 : 2,
}));

/** The users list as /users holds it: the state here in memory, the page cut from the demo users. */
function UsersDemo({ total = users.length, loading = false }: { total?: number; loading?: boolean }) {
  const [state, setState] = useState<ListState>({
    page: 0,
    pageSize: DEFAULT_PAGE_SIZE,
    sort: "active",
    search: "",
  });
  const page = users.slice(state.page * state.pageSize, (state.page + 1) * state.pageSize);
  return (
    <main style={{ padding: 16 }}>
      <UserListView
        users={total === 0 ? [] : page}
        total={total}
        state={state}
        onStateChange={setState}
        loading={loading}
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
