import { createStore, type StoreApi } from "zustand/vanilla";

/**
 * Page-wide dialogs that any call can raise: insufficient privileges (403), a revoked session (R101) and the
 * single-session status pushed by the hub. Each carries what its accept does, so the dialog only draws it.
 */
export type Notice =
  | { readonly kind: "forbidden"; readonly message: string }
  | { readonly kind: "revoked"; readonly message: string }
  | { readonly kind: "sessionStatus"; readonly message: string; readonly autoHideMs: number };

export interface NoticeState {
  readonly notice: Notice | undefined;
  readonly accept: (() => void) | undefined;
  show(notice: Notice, accept: () => void): void;
  /** Runs the notice's accept action and closes it. */
  acceptNotice(): void;
}

export type NoticeStore = StoreApi<NoticeState>;

export function createNoticeStore(): NoticeStore {
  return createStore<NoticeState>()((set, get) => ({
    notice: undefined,
    accept: undefined,
    show(notice, accept) {
      set({ notice, accept });
    },
    acceptNotice() {
      const { accept } = get();
      set({ notice: undefined, accept: undefined });
      accept?.();
    },
  }));
}
