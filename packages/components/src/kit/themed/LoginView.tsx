import type { ScreenProps } from "@gse/sdk";
import { useLingui } from "@gse/sdk";
import type { ReactNode } from "react";
import { ArrivalMessage, LoginForm } from "../LoginForm.tsx";
import { ScreenLayout } from "../ScreenLayout.tsx";

/**
 * The branded login (spec §2, 'Iniciar Sesión'): the arrival message and common's form beside the brand
 * panel; `children` go under the form (the self-service app's 'Ingresar con').
 */
export function LoginView({
  brand,
  navigationState,
  children,
}: ScreenProps & { readonly children?: ReactNode }) {
  const { _ } = useLingui();
  return (
    <ScreenLayout brand={brand} title={_("Iniciar Sesión")}>
      <ArrivalMessage navigationState={navigationState} />
      <LoginForm brand={brand} />
      {children}
    </ScreenLayout>
  );
}
