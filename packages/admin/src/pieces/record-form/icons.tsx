import { MenuIcon } from "../../shell/icons/MenuIcon.tsx";

/** The back icon and the next arrow, from the console's icon set: decoration only, the buttons carry the names. */
export function ArrowIcon({ direction }: { readonly direction: "back" | "next" }) {
  return <MenuIcon name={direction === "back" ? "arrow_back" : "arrow_forward"} />;
}
