import { useEffect, useRef } from "react";

/**
 * Focus after a navigation: a screen reader user who follows a link lands on the new screen's
 * heading, which it reads out, instead of the page body. Not on arrival, nor on a redirect before the visitor
 * has done anything (the browser's user activation): there the screen puts the cursor in its first field. The
 * console's pages too, when the link followed left the page (a link that stays keeps the focus).
 */
export function useHeadingFocus(pathname: string): void {
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (!navigator.userActivation?.hasBeenActive) return;
    // Loaded on the first navigation, not with the login's first script (bench/budget.json).
    void import("./focus-heading.ts").then((module) => module.focusHeadingWhenDrawn(document));
  }, [pathname]);
}
