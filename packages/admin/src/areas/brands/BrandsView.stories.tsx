import type { StoredBrand } from "@gse/contract";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { BrandsView } from "./BrandsView.tsx";

const brands: StoredBrand[] = [
  {
    key: "payroll",
    title: "GSE Nómina",
    revisions: [
      { id: "9c41d07be2a3", at: "2026-03-02T09:15:00.000Z", by: "Luis Pérez", current: true },
      { id: "3f2a9c1b7d4e", at: "2026-03-01T10:01:00.000Z", by: "Ana Gómez", current: false },
    ],
  },
  {
    key: "selfservice_co",
    title: "GSE Autogestión",
    revisions: [
      { id: "0a1b2c3d4e5f", at: "2026-02-20T16:40:00.000Z", by: "consola (usuario 1)", current: true },
    ],
  },
];

/** /brands as it holds its list: a rollback makes that revision the current one. */
function BrandsDemo({ empty = false, problem }: { empty?: boolean; problem?: string }) {
  const [list, setList] = useState(empty ? [] : brands);
  return (
    <main style={{ padding: 16 }}>
      <BrandsView
        brands={list}
        loading={false}
        problem={problem}
        onPreview={fn()}
        onRollback={(brand, revision) =>
          setList((all) =>
            all.map((item) =>
              item.key === brand.key
                ? { ...item, revisions: item.revisions.map((r) => ({ ...r, current: r.id === revision.id })) }
                : item,
            ),
          )
        }
      />
    </main>
  );
}

const meta = { title: "Console/Brands/List", component: BrandsDemo } satisfies Meta<typeof BrandsDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Published: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const payroll = page.getByRole("region", { name: "GSE Nómina (payroll)" });
    await expect(within(payroll).getAllByRole("row")).toHaveLength(3);
    await expect(within(payroll).getByRole("cell", { name: "Actual" })).toBeVisible();
    // The current revision offers no way back to itself.
    await expect(
      page.queryByRole("button", { name: "Volver a esta revisión: 9c41d07be2a3 de GSE Nómina" }),
    ).toBeNull();
  },
};

export const RolledBack: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(
      page.getByRole("button", { name: "Volver a esta revisión: 3f2a9c1b7d4e de GSE Nómina" }),
    );
    await expect(
      page.getByRole("button", { name: "Volver a esta revisión: 9c41d07be2a3 de GSE Nómina" }),
    ).toBeVisible();
  },
};

export const Empty: Story = { args: { empty: true } };

export const Failed: Story = { args: { problem: "No fue posible consultar las marcas." } };
