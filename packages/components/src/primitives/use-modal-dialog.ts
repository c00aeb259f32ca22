import { type RefObject, useEffect, useRef } from "react";

/**
 * A native `<dialog>` shown as a modal while `open` (the page behind inert, the browser's focus trap), closed
 * otherwise, with focus given back to where it was when it opened. jsdom has no showModal; there the dialog is
 * simply shown.
 */
export function useModalDialog(open: boolean): RefObject<HTMLDialogElement | null> {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (typeof dialog.showModal === "function") dialog.showModal();
    else dialog.setAttribute("open", "");
    return () => {
      if (typeof dialog.close === "function") dialog.close();
      else dialog.removeAttribute("open");
      if (returnTo?.isConnected) returnTo.focus();
    };
  }, [open]);
  return ref;
}
