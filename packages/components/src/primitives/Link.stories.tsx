import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { Link } from "./Link.tsx";

const meta = {
  title: "Primitives/Link",
  component: Link,
  args: { href: "/resetpassword", children: "Recordar contraseña", onNavigate: fn() },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A plain click goes through the router, not a page load. */
export const InApp: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("link", { name: "Recordar contraseña" }));
    await expect(args.onNavigate).toHaveBeenCalledWith("/resetpassword");
  },
};

/** Opens a new tab and tells screen readers so. */
export const External: Story = {
  args: { href: "https://tienda.gse.example.test/nomina", children: "Comprar", external: true },
  play: async ({ canvas }) => {
    const link = canvas.getByRole("link", { name: /Comprar/ });
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  },
};

export const Inline: Story = {
  args: { variant: "inline" },
  render: (args) => (
    <p>
      Si no recuerdas tu contraseña, usa <Link {...args} />.
    </p>
  ),
};
