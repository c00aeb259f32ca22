import { useEffect, useRef } from "react";

/** The index of the tab an address names; the first for none or one the record does not have. */
export function tabIndexOf(tabs: readonly { readonly id: string }[], id: string | undefined): number {
  return Math.max(
    0,
    tabs.findIndex((tab) => tab.id === id),
  );
}

/**
 * Tells `onTabChange` the open tab's id each time it changes, so the address holds it (a reload or a shared
 * link opens the same tab). `initialTab` is what the address said: a tab the form did not open on (a new
 * record starts on its first) is corrected at once.
 */
export function useTabAddress(
  tabs: readonly { readonly id: string }[],
  selected: number,
  initialTab: string | undefined,
  onTabChange: ((tab: string) => void) | undefined,
): void {
  const told = useRef(initialTab ?? tabs[0]?.id);
  const id = tabs[selected]?.id;
  useEffect(() => {
    if (id === undefined || id === told.current) return;
    told.current = id;
    onTabChange?.(id);
  }, [id, onTabChange]);
}
