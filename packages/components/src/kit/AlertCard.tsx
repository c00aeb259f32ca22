import type { Brand } from "@gse/brand-kit";
import { useLingui } from "@gse/sdk";
import { Button } from "../primitives/Button.tsx";
import { Actions, Paragraph } from "./Notice.tsx";
import { ScreenLayout } from "./ScreenLayout.tsx";
import { useGo, useRedirect } from "./use-go.ts";

export interface AlertCardProps {
  readonly brand: Brand;
  readonly message: string | undefined;
  /** An in-app path (navigation state is parsed so); /Login by default. */
  readonly pageToGo: string;
}

/** The generic notice card: the message and Aceptar to `pageToGo`; without a message, straight to /Login. */
export function AlertCard({ brand, message, pageToGo }: AlertCardProps) {
  const { _ } = useLingui();
  const go = useGo();
  useRedirect(!message, "/Login");
  if (!message) return null;
  return (
    <ScreenLayout brand={brand} title={_("Aviso")} illustration="alert">
      <Paragraph>{_(message)}</Paragraph>
      <Actions>
        <Button onClick={() => go(pageToGo)}>{_("Aceptar")}</Button>
      </Actions>
    </ScreenLayout>
  );
}
