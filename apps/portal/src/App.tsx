import { suiteTheme } from "@gse/brand-kit";
import { type AnyRouter, RouterProvider } from "@tanstack/react-router";
import { ThemeProvider } from "styled-components";

export function App({ router }: { readonly router: AnyRouter }) {
  return (
    <ThemeProvider theme={suiteTheme}>
      <RouterProvider router={router} />
    </ThemeProvider>
  );
}
