import { suiteTheme } from "@gse/brand-kit";
import { activateLanguage, I18nProvider, i18n } from "@gse/sdk";
import { render } from "@testing-library/react";
import type { ReactElement, ReactNode } from "react";
import { ThemeProvider } from "styled-components";
import { loadConsoleCatalog } from "../../i18n/console-catalog.ts";

/** Spanish with the console's texts, as the portal has them after sign-in: call once before a piece's tests. */
export async function inSpanish(): Promise<void> {
  await activateLanguage("es");
  await loadConsoleCatalog("es");
}

/** Renders a piece in the default brand's theme with the catalog, as the console does. */
export function renderPiece(piece: ReactElement) {
  return render(piece, { wrapper: InConsole });
}

function InConsole({ children }: { readonly children: ReactNode }) {
  return (
    <ThemeProvider theme={suiteTheme}>
      <I18nProvider i18n={i18n}>{children}</I18nProvider>
    </ThemeProvider>
  );
}
