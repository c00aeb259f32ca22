import { checkPassword, useLingui } from "@gse/sdk";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { Checklist } from "./Checklist.tsx";

/** The five password rules for `password`, as the set-password screen shows them. */
function PasswordRules({ password }: { readonly password: string }) {
  const { _ } = useLingui();
  return (
    <Checklist
      title={_("La contraseña debe tener:")}
      items={checkPassword(password).map((rule) => ({ label: _(rule.label), passed: rule.passed }))}
    />
  );
}

const meta = {
  title: "Primitives/Checklist",
  component: PasswordRules,
  args: { password: "" },
} satisfies Meta<typeof PasswordRules>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoneMet: Story = {};

/** Met and unmet differ in shape and in words, not only in colour. */
export const SomeMet: Story = {
  args: { password: "demo2026" },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("3 de 5 requisitos cumplidos")).toBeInTheDocument();
    await expect(canvas.getAllByText(/\(Cumplido\)/)).toHaveLength(3);
  },
};

export const AllMet: Story = { args: { password: "Demo!2026" } };
