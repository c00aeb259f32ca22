import type { Brand } from "@gse/brand-kit";
import { useLingui } from "@gse/sdk";
import type { ReactNode } from "react";
import { Link } from "../primitives/Link.tsx";
import { Paragraph } from "./Notice.tsx";
import { type Illustration, ScreenLayout } from "./ScreenLayout.tsx";
import { useGo } from "./use-go.ts";

/** A screen that only says something and links back to login: error, session ended, inactivity. */
export function MessageScreen({
  brand,
  title,
  illustration,
  children,
}: {
  readonly brand: Brand;
  readonly title: string;
  readonly illustration?: Illustration;
  readonly children?: ReactNode;
}) {
  const { _ } = useLingui();
  const go = useGo();
  return (
    <ScreenLayout brand={brand} title={title} {...(illustration ? { illustration } : {})}>
      {children && <Paragraph>{children}</Paragraph>}
      <Link href="/Login" onNavigate={go}>
        {_("Iniciar sesión")}
      </Link>
    </ScreenLayout>
  );
}
