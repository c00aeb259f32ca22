import { createStore, type StoreApi } from "zustand/vanilla";

/**
 * Page-wide dialogs that any call can raise: insufficient privileges (403), a revoked session (R101) and the
 * single-session status pushed by the hub. Each carries what its accept does, so the dialog only draws it.
 */
export type Notice =
  | { readonly kind: "forbidden"; readonly message: string }
  | { readonly kind: "revoked"; readonly message: string }
  | { readonly kind: "sessionStatus"; readonly message: string; readonly autoHideMs: number };

/**
 * Which notice stays when another comes while it is shown. A session taken over by another sign-in also fails its
 * next calls (their refresh answers R101): the hub's notice names the reason, and "revocada" arriving after it
 * must not hide it; a 403 of a call still under way must not hide the end of the session either.
 */
const weight: Record<Notice["kind"], number> = { forbidden: 0, revoked: 1, sessionStatus: 2 };

export interface NoticeState {
  readonly notice: Notice | undefined;
  readonly accept: (() => void) | undefined;
  /** Shows the notice, unless one that outweighs it is shown (the session's end over a 403, the hub's reason over R101). */
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
      const shown = get().notice;
      if (shown && weight[shown.kind] > weight[notice.kind]) return;
      set({ notice, accept });
    },
    acceptNotice() {
      const { accept } = get();
      set({ notice: undefined, accept: undefined });
      accept?.();
    },
  }));
}
