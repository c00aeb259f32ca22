import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { AppNamesCell } from "./AppNamesCell.tsx";

function CellPage({ names }: { readonly names: readonly string[] }) {
  return (
    <main style={{ padding: 24 }}>
      <AppNamesCell names={names} />
    </main>
  );
}

const meta = {
  title: "Console/AppNamesCell",
  component: CellPage,
  args: { names: ["Nómina", "Facturación", "Licencias", "Biometría"] },
} satisfies Meta<typeof CellPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two names or fewer: shown, no tooltip. */
export const TwoNames: Story = {
  args: { names: ["Nómina", "Facturación"] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Nómina, Facturación")).toBeVisible();
    await expect(canvas.queryByRole("button")).toBeNull();
  },
};

/** More than two: the first two and '+2', whose tooltip lists all on keyboard focus; Escape hides it. */
export const WithTooltip: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const more = canvas.getByRole("button", { name: "2 aplicaciones más" });
    await expect(more).toHaveFocus();
    const tooltip = canvas.getByRole("tooltip");
    await expect(tooltip).toHaveTextContent("Nómina, Facturación, Licencias, Biometría");
    await expect(more).toHaveAccessibleDescription("Nómina, Facturación, Licencias, Biometría");
    await userEvent.keyboard("{Escape}");
    await expect(tooltip).not.toBeVisible();
    await userEvent.hover(canvas.getByText("Nómina, Facturación"));
    await expect(tooltip).toBeVisible();
  },
};
