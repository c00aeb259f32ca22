import { useLingui } from "@gse/sdk";
import { useCallback } from "react";

/**
 * A text from the server (a refusal's `information`, a user type's name) in the chosen language when the console's
 * catalog holds it: the reference data and the API's rule messages are the Spanish catalog ids. Any other text is
 * shown as it came.
 */
export function useCatalogText(): (text: string) => string {
  const { i18n } = useLingui();
  return useCallback((text: string) => (Object.hasOwn(i18n.messages, text) ? i18n._(text) : text), [i18n]);
}
