import {
  AvailableAppsStateSchema,
  readNavigationState,
  type ScreenProps,
  useAppPicker,
  useLingui,
} from "@gse/sdk";
import styled from "styled-components";
import { LiveRegion, Notice, Paragraph } from "../../kit/Notice.tsx";
import { ScreenLayout } from "../../kit/ScreenLayout.tsx";
import { useGo } from "../../kit/use-go.ts";
import { Link } from "../../primitives/Link.tsx";
import { focusRing, visuallyHidden } from "../../primitives/styles.ts";

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(120px, 1fr));
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const AppCard = styled.button`
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 8px;
  width: 100%;
  min-height: 44px;
  padding: 16px 8px;
  border: 2px solid ${({ theme }) => theme.roles.border};
  border-radius: 10px;
  background: ${({ theme }) => theme.roles.surface};
  color: ${({ theme }) => theme.roles.text};
  font: inherit;
  font-weight: 700;
  overflow-wrap: anywhere;
  cursor: pointer;
  ${focusRing}

  &:hover {
    border-color: ${({ theme }) => theme.roles.accent};
  }
`;

/** The app's initial on the brand's accent: the cards carry no image of their own. */
const Icon = styled.span`
  display: grid;
  place-items: center;
  width: 48px;
  height: 48px;
  border-radius: 12px;
  background: ${({ theme }) => theme.button.background};
  color: ${({ theme }) => theme.button.text};
  font-size: 1.5rem;
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;

/**
 * /availableapps (spec §2): the applications the user may enter, as icon cards from navigation state. A card
 * opens the app in a new tab: its landing page (mechanism 1) or the address a login to that app returns.
 */
export default function AvailableAppsScreen({ brand, navigationState }: ScreenProps) {
  const { _ } = useLingui();
  const go = useGo();
  const picker = useAppPicker();
  const state = readNavigationState(AvailableAppsStateSchema, navigationState);
  const apps = state?.apps ?? [];
  return (
    <ScreenLayout brand={brand} title={_("Selecciona la aplicación a la que deseas ingresar")}>
      {state?.message && <Paragraph>{_(state.message)}</Paragraph>}
      {apps.length === 0 ? (
        <Paragraph>{_("No tienes aplicaciones disponibles.")}</Paragraph>
      ) : (
        <Grid>
          {apps.map((app) => (
            <li key={String(app.id)}>
              <AppCard
                type="button"
                aria-busy={picker.opening === app.id}
                disabled={picker.opening !== undefined}
                onClick={() => void picker.open(app)}
              >
                <Icon aria-hidden="true">{app.title.trim().charAt(0).toUpperCase()}</Icon>
                {app.title}
                <Hidden> ({_("Se abre en una pestaña nueva")})</Hidden>
              </AppCard>
            </li>
          ))}
        </Grid>
      )}
      <LiveRegion>
        {picker.message && (
          <Notice $tone="error">
            <p>{_(picker.message)}</p>
          </Notice>
        )}
      </LiveRegion>
      <Link href="/login" onNavigate={go}>
        {_("Iniciar sesión")}
      </Link>
    </ScreenLayout>
  );
}
