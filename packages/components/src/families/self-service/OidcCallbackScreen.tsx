import type { ScreenProps } from "@gse/sdk";
import CommonOidcCallbackScreen from "../common/OidcCallbackScreen.tsx";
import { ThemedFrame } from "../themed/parts/ThemedLayout.tsx";

/**
 * /signin-credential/callback, the self-service app's sign-in callback (spec §2, §7): common's OIDC landing
 * beside the brand panel. It exchanges the code; A10 signs in and leaves for urlApp; no code or a refusal
 * says 'Lo sentimos, no hemos podido verificar tu credencial' with 'Entendido' back to /Login.
 */
export default function OidcCallbackScreen(props: ScreenProps) {
  return (
    <ThemedFrame side={props.brand.layout.panelSide}>
      <CommonOidcCallbackScreen {...props} />
    </ThemedFrame>
  );
}
