import { forbiddenMessage, type Notice, revokedMessage, sessionStatusAutoHideMs } from "@gse/sdk";
import type { Meta, StoryContext, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { getScreenMock, type ScreenMock } from "../testing/get-screen-mock.tsx";
import { toolbarScheme } from "../testing/live-brand.ts";
import { storyFamilies } from "../testing/screen-stories.tsx";
import { storyBrand } from "../testing/story-brands.ts";
import { NoticeDialog } from "./NoticeDialog.tsx";

/**
 * A page of the toolbar's brand whose runtime has just raised `parameters.notice`; its accept is a spy. The
 * brand is the toolbar's, not always the suite's, so each brand's grid row checks the notice in that brand's
 * fonts.
 */
const meta = {
  title: "Page/NoticeDialog",
  component: NoticeDialog,
  loaders: [
    async (context) => {
      const { key, brand } = storyBrand(context.globals.brand);
      const mock = getScreenMock({
        slot: "login",
        brand,
        brandKey: key,
        scheme: toolbarScheme(context.globals.colorScheme),
        ...storyFamilies(context.parameters),
      });
      await mock.ready();
      const accept = fn();
      mock.runtime.notices.getState().show(context.parameters.notice as Notice, accept);
      return { mock, accept };
    },
  ],
  render: (_args, context) => (context.loaded.mock as ScreenMock).wrap(<NoticeDialog />),
} satisfies Meta<typeof NoticeDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const accepted = (context: Pick<StoryContext, "loaded">) => context.loaded.accept as ReturnType<typeof fn>;

/** 403 from any call: Aceptar runs the notice's action (to /users, or a reload there). */
export const Forbidden: Story = {
  parameters: { notice: { kind: "forbidden", message: forbiddenMessage } },
  play: async (context) => {
    const dialog = await context.canvas.findByRole("dialog", { name: "Aviso" });
    await expect(dialog).toHaveTextContent(forbiddenMessage);
    await userEvent.click(context.canvas.getByRole("button", { name: "Aceptar" }));
    await expect(accepted(context)).toHaveBeenCalledOnce();
    await waitFor(() => expect(context.canvas.queryByRole("dialog")).toBeNull());
  },
};

/** R101 on refresh: the revoked-session message; accept closes the session. */
export const Revoked: Story = {
  parameters: { notice: { kind: "revoked", message: revokedMessage } },
  play: async (context) => {
    await expect(await context.canvas.findByRole("dialog", { name: "Aviso" })).toHaveTextContent(
      revokedMessage,
    );
  },
};

/** The hub's single-session status: not closable by Escape. */
export const SessionStatus: Story = {
  parameters: {
    notice: {
      kind: "sessionStatus",
      message: "Tu sesión se abrió en otro dispositivo.",
      autoHideMs: sessionStatusAutoHideMs,
    },
  },
  play: async (context) => {
    await context.canvas.findByRole("dialog", { name: "Aviso" });
    await userEvent.keyboard("{Escape}");
    await expect(context.canvas.getByRole("dialog", { name: "Aviso" })).toBeVisible();
    await expect(accepted(context)).not.toHaveBeenCalled();
  },
};

/** It hides by itself after its delay, running its action. */
export const SessionStatusAutoHides: Story = {
  parameters: {
    notice: { kind: "sessionStatus", message: "Tu sesión se abrió en otro dispositivo.", autoHideMs: 300 },
  },
  play: async (context) => {
    await context.canvas.findByRole("dialog", { name: "Aviso" });
    await waitFor(() => expect(accepted(context)).toHaveBeenCalledOnce(), { timeout: 2000 });
    await waitFor(() => expect(context.canvas.queryByRole("dialog")).toBeNull());
  },
};
