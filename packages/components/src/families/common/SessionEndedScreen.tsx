import { type ScreenProps, useLingui } from "@gse/sdk";
import { MessageScreen } from "../../kit/MessageScreen.tsx";

/** The session-ended message (spec §2), with a way back to login. */
export default function SessionEndedScreen({ brand }: ScreenProps) {
  const { _ } = useLingui();
  return <MessageScreen brand={brand} title={_("Tu sesión fue cerrada.")} illustration="alert" />;
}
