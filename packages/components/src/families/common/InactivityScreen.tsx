import { type ScreenProps, useLingui } from "@gse/sdk";
import { MessageScreen } from "../../kit/MessageScreen.tsx";

/** The inactivity message (spec §2): "You've been away", the session was closed. */
export default function InactivityScreen({ brand }: ScreenProps) {
  const { _ } = useLingui();
  return (
    <MessageScreen brand={brand} title={_("You've been away")} illustration="alert">
      {_("Tu sesión se cerró por inactividad.")}
    </MessageScreen>
  );
}
