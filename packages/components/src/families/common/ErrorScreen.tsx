import { type ScreenProps, useLingui } from "@gse/sdk";
import { MessageScreen } from "../../kit/MessageScreen.tsx";

/** The generic error screen (spec §2): 'Something error has occurred'. */
export default function ErrorScreen({ brand }: ScreenProps) {
  const { _ } = useLingui();
  return <MessageScreen brand={brand} title={_("Something error has occurred")} illustration="alert" />;
}
