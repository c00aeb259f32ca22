import { type LayoutProps, useSignIn } from "@gse/sdk";
import styled, { css, useTheme } from "styled-components";
import { cssImage } from "../../primitives/css-image.ts";
import { intrinsicSize } from "../../primitives/intrinsic-size.ts";
import { LanguageSelector } from "../../primitives/LanguageSelector.tsx";
import { stack } from "../Notice.tsx";

/** Which side the brand panel takes on a wide screen: the brand's `layout.panelSide`. */
type PanelSide = LayoutProps["brand"]["layout"]["panelSide"];

/** Below this width of the page the panel becomes a band above a single column (spec §2's 600 px). */
const wide = "(min-width: 600px)";

// The page is a size container, so the layout follows its own width: the same in the portal and in a
// 360 px review frame inside a wider Storybook canvas.
const Page = styled.main`
  box-sizing: border-box;
  min-height: 100vh;
  container-type: inline-size;
  background: ${({ theme }) => theme.page.background};
  color: ${({ theme }) => theme.page.text};
  font-family: ${({ theme }) => theme.font.family};
  line-height: 1.5;
`;

const Split = styled.div<{ $side: PanelSide }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  min-height: 100vh;
  grid-template-rows: auto 1fr;

  @container ${wide} {
    grid-template-rows: none;
    grid-template-columns: ${({ $side }) =>
      $side === "start" ? "minmax(0, 5fr) minmax(0, 7fr)" : "minmax(0, 7fr) minmax(0, 5fr)"};
  }
`;

/**
 * The brand panel: the brand's background image darkened into its primary colour, the white logo and, on a wide
 * page, the brand's tagline under it.
 */
const Panel = styled.div<{ $side: PanelSide }>`
  display: flex;
  flex-direction: column;
  gap: 20px;
  align-items: center;
  justify-content: center;
  padding: 20px 16px;
  background-color: ${({ theme }) => theme.palette.primary.dark};
  background-image: ${({ theme }) => cssImage(theme.images.background)};
  background-position: center;
  background-size: cover;
  background-blend-mode: multiply;

  @container ${wide} {
    padding: 48px 32px;
    ${({ $side }) =>
      $side === "end" &&
      css`
        order: 2;
      `}
  }
`;

const WhiteLogo = styled.img`
  display: block;
  width: ${({ theme }) => theme.logo.width};
  max-width: 100%;
  height: auto;

  /* The panel has room: the logo at half as large again as the brand's width, never wider than the panel. */
  @container ${wide} {
    width: calc(${({ theme }) => theme.logo.width} * 1.5);
  }
`;

/** Drawn on a wide page only: under 600 px the panel is a slim band. */
const onWidePageOnly = css`
  display: none;

  @container ${wide} {
    display: block;
  }
`;

/** The brand's own line under its logo. */
const Tagline = styled.p`
  ${onWidePageOnly}
  max-width: 24ch;
  margin: 0;
  color: #fff;
  font-family: ${({ theme }) => theme.font.headingFamily};
  font-size: 1.375rem;
  line-height: 1.35;
  text-align: center;
`;

/** The brand's panel picture (`images.panel`): decoration under the tagline, on a wide page only. */
const PanelPicture = styled.img`
  ${onWidePageOnly}
  width: min(240px, 60%);
  height: auto;
`;

/** The screen's side is the brand's surface, as common's card is: primitives and their contrast assume it. */
const Column = styled.div`
  display: flex;
  background: ${({ theme }) => theme.roles.surface};
  color: ${({ theme }) => theme.roles.text};
  justify-content: center;
  align-items: flex-start;
  padding: 24px 16px 32px;

  /* The form hangs from a fixed top a little above the middle (the optical centre of a laptop's page), not
     centred: what arrives or appears later (the form after its spinner, an R11) grows it downward, and the
     heading never moves. */
  @container ${wide} {
    padding: clamp(48px, 16vh, 160px) 32px 48px;
  }
`;

const Content = styled.section`
  box-sizing: border-box;
  width: 100%;
  max-width: 440px;
  overflow-wrap: anywhere;
`;

const Picture = styled.img`
  display: block;
  width: 56px;
  height: 56px;
  margin: 0 0 12px;
`;

/** The heading with a short bar of the brand's colour under it: the themed screens' mark. */
const Title = styled.h1`
  margin: 0 0 24px;
  font-family: ${({ theme }) => theme.font.headingFamily};
  font-size: 1.75rem;
  line-height: 1.25;

  &::after {
    content: "";
    display: block;
    width: 48px;
    height: 4px;
    margin-top: 12px;
    border-radius: 2px;
    background: ${({ theme }) => theme.palette.primary.main};
  }
`;

const Body = styled.div`
  ${stack}
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  margin-top: 32px;
  padding-top: 16px;
  border-top: 1px solid ${({ theme }) => theme.roles.border};
  font-size: 0.875rem;
`;

/**
 * The themed page (spec §2, themed and self-service families): on a wide page a split with the brand panel
 * on the side the brand's `layout.panelSide` names and the screen on the brand's surface on the other; under
 * 600 px the panel is a band above one column. It reads only the brand and the theme; a brand with a language
 * selector (the self-service app) has it at the foot of every screen.
 */
export default function ThemedLayout({ brand, title, illustration, footer, children }: LayoutProps) {
  const theme = useTheme();
  const { images } = theme;
  const { env } = useSignIn();
  const { languageSelector, languageKey } = brand.behaviour;
  const side = brand.layout.panelSide;
  return (
    <Page>
      <Split $side={side}>
        <Panel $side={side}>
          <WhiteLogo src={images.whiteLogo} alt={brand.name} {...intrinsicSize(theme, "whiteLogo")} />
          {brand.tagline && <Tagline>{brand.tagline}</Tagline>}
          {images.panel && <PanelPicture src={images.panel} alt="" />}
        </Panel>
        <Column>
          <Content>
            {illustration && <Picture src={images.screens[illustration]} alt="" />}
            <Title>{title}</Title>
            <Body>{children}</Body>
            {(footer || languageSelector) && (
              <Footer>
                {footer}
                {languageSelector && <LanguageSelector storageKey={languageKey} reload={env.reload} />}
              </Footer>
            )}
          </Content>
        </Column>
      </Split>
    </Page>
  );
}
