import type { ScreenProps } from "@gse/sdk";
import CommonInfoScreen from "../common/InfoScreen.tsx";
import { ThemedFrame } from "./parts/ThemedLayout.tsx";

/**
 * The themed info screen, which is also the family's alert (spec §2, "an info screen as alert"): chosen by
 * the message type in navigation state (check email, invalid link, alert, password updated, ...); a plain
 * alert shows its message and Aceptar, and without a message the user goes to /Login.
 */
export default function InfoScreen(props: ScreenProps) {
  return (
    <ThemedFrame side={props.brand.layout.panelSide}>
      <CommonInfoScreen {...props} />
    </ThemedFrame>
  );
}
