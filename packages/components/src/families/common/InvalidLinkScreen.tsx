import { AlertStateSchema, readNavigationState, type ScreenProps } from "@gse/sdk";
import { InvalidLinkView } from "../../kit/InvalidLinkView.tsx";

/** /invalid-link: '¡Este enlace ya no es válido!' and an email field to ask for a new link. */
export default function InvalidLinkScreen({ brand, navigationState }: ScreenProps) {
  const message = readNavigationState(AlertStateSchema, navigationState)?.message;
  return <InvalidLinkView brand={brand} {...(message ? { message } : {})} />;
}
