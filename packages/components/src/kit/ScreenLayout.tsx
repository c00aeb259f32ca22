import { type Illustration, type LayoutProps, useFamilyLayout } from "@gse/sdk";
import CardLayout from "./CardLayout.tsx";

export type { Illustration };

/** What a screen gives its page: the SDK's layout props (brand, title, illustration, footer, content). */
export type ScreenLayoutProps = LayoutProps;

/**
 * A screen's page: the layout of the family the page draws (`FamilyLayoutProvider`, which the portal and the
 * screen mocks put around every screen), so a family re-skins the screens it inherits instead of copying
 * them; outside any family, common's card.
 */
export function ScreenLayout(props: ScreenLayoutProps) {
  const Layout = useFamilyLayout() ?? CardLayout;
  return <Layout {...props} />;
}
