import { useCallback } from "react";
import { useStore } from "zustand";
import type { Notice, NoticeStore } from "./notice-store.ts";

/**
 * The page-wide notice to show (403, revoked session, single-session status) and its accept, for the dialog
 * that draws it; re-renders only when the notice changes.
 */
export function useNotice(store: NoticeStore): {
  readonly notice: Notice | undefined;
  readonly accept: () => void;
} {
  const notice = useStore(store, (state) => state.notice);
  const accept = useCallback(() => store.getState().acceptNotice(), [store]);
  return { notice, accept };
}
