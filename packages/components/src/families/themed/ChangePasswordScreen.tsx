import type { ScreenProps } from "@gse/sdk";
import CommonChangePasswordScreen from "../common/ChangePasswordScreen.tsx";
import { ThemedFrame } from "./parts/ThemedLayout.tsx";

/** The themed change password (spec §2): common's form, checklist and link handling beside the brand panel. */
export default function ChangePasswordScreen(props: ScreenProps) {
  return (
    <ThemedFrame side={props.brand.layout.panelSide}>
      <CommonChangePasswordScreen {...props} />
    </ThemedFrame>
  );
}
