import type { AppCard } from "@gse/contract";
import { useCallback, useState } from "react";
import { useSignIn } from "../../react/sign-in-context.tsx";
import { openApp } from "./open-app.ts";

/** The headless app picker: which card is opening, and the message of one that could not be opened. */
export function useAppPicker() {
  const runtime = useSignIn();
  const [opening, setOpening] = useState<AppCard["id"] | undefined>(undefined);
  const [message, setMessage] = useState<string | undefined>(undefined);
  const open = useCallback(
    async (card: AppCard) => {
      setOpening(card.id);
      setMessage(undefined);
      const outcome = await openApp(runtime, card);
      setOpening(undefined);
      if (outcome.kind === "failed") setMessage(outcome.message);
    },
    [runtime],
  );
  return { opening, message, open };
}
