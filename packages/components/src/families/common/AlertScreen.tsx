import { AlertStateSchema, readNavigationState, type ScreenProps } from "@gse/sdk";
import { AlertCard } from "../../kit/AlertCard.tsx";
import InfoScreen from "./InfoScreen.tsx";

/**
 * /alert (spec §2): the generic notice card, the message from navigation state and Aceptar going to the page
 * the state names (an in-app path, /Login by default). A state naming an info type (password updated,
 * activation expired, ...) shows that info screen; without a message the user goes to /Login.
 */
export default function AlertScreen(props: ScreenProps) {
  const state = readNavigationState(AlertStateSchema, props.navigationState);
  if (state && state.type !== "ALERT") return <InfoScreen {...props} />;
  return <AlertCard brand={props.brand} message={state?.message} pageToGo={state?.pageToGo ?? "/Login"} />;
}
