import { type Notification, NotificationState } from "@gse/contract";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { DEFAULT_PAGE_SIZE, type ListState } from "../../pieces/list-state.ts";
import { NotificationListView } from "./NotificationListView.tsx";
import { notificationPage } from "./notification-list.ts";

const apps = ["Nómina", "Suite", "Facturación", "Licencias"];
const notifications: Notification[] = Array.from({ length: 12 }, (_, index) => ({
  id: index + 1,
  reason: `Aviso ${index + 1}`,
  subjectId: 1,
  subjectName: index % 2 ? "Comunicado importante" : "Conoce las novedades",
  templateId: 1,
  sharedApps: apps.slice(0, (index % 4) + 1).join(", "),
  applicationIds: [],
  variables: "{}",
  executionDate: `2026-12-${String(index + 10).padStart(2, "0")}T23:59:00`,
  stateName: index % 3 === 0 ? NotificationState.executed : NotificationState.pending,
  idstate: index % 3 === 0 ? 1 : 0,
  createdon: `2026-0${(index % 9) + 1}-1${index % 10}T10:00:00Z`,
}));

/** The list as /notifications holds it: records in memory, delete removing one, a click noted. */
function NotificationsDemo() {
  const [records, setRecords] = useState(notifications);
  const [opened, setOpened] = useState<string>();
  const [state, setState] = useState<ListState>({
    page: 0,
    pageSize: DEFAULT_PAGE_SIZE,
    sort: "pending",
    search: "",
  });
  const page = notificationPage(records, state);
  return (
    <main style={{ padding: 16 }}>
      <NotificationListView
        notifications={page.rows}
        total={page.total}
        state={state}
        onStateChange={setState}
        loading={false}
        onOpen={(row) => setOpened(row.reason)}
        onCreate={() => setOpened("new")}
        onDelete={async (row) => setRecords((list) => list.filter((entry) => entry.id !== row.id))}
      />
      {opened && <p>Abierta: {opened}</p>}
    </main>
  );
}

const meta = { title: "Console/Notifications/List", component: NotificationsDemo } satisfies Meta<
  typeof NotificationsDemo
>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Title, pending ones first, the first two applications and how many more, the date of sending, the state. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Notificaciones de correo" })).toBeVisible();
    const rows = canvas.getAllByRole("row").slice(1);
    await expect(within(rows[0] as HTMLElement).getByText("PENDIENTE")).toBeVisible();
    await expect(canvas.getAllByText("EJECUTADA").length).toBeGreaterThan(0);
    await expect(canvas.getByRole("cell", { name: "12/12/2026" })).toBeVisible();
    await expect(canvas.getByRole("option", { name: "Ejecutada" })).toBeInTheDocument();
  },
};

/** Only a pending notification has the delete icon; it asks '¿Desea eliminar esta notificación?' first. */
export const DeletePending: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole("button", { name: "Eliminar la notificación Aviso 1" })).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "Eliminar la notificación Aviso 2" }));
    const page = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(page.getByText("¿Desea eliminar esta notificación?")).toBeVisible());
    await userEvent.click(page.getByRole("button", { name: "Aceptar" }));
    await waitFor(() => expect(canvas.queryByText("Aviso 2")).toBeNull());
  },
};
