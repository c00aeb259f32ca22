import type { LayoutProps } from "@gse/sdk";
import styled, { useTheme } from "styled-components";
import { Card } from "../primitives/Card.tsx";
import { cssImage } from "../primitives/css-image.ts";
import { intrinsicSize } from "../primitives/intrinsic-size.ts";
import { stack } from "./Notice.tsx";

const Page = styled.main`
  box-sizing: border-box;
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  align-items: center;
  /* The card hangs from a fixed top instead of being centred: a refusal or a spinner then grows it downward
     and the logo and the title stay where the eye left them. */
  justify-content: flex-start;
  padding: clamp(24px, 10vh, 96px) 16px 24px;
  background-color: ${({ theme }) => theme.page.background};
  background-image: ${({ theme }) => cssImage(theme.page.backgroundImage)};
  background-position: center;
  background-size: cover;
  background-repeat: no-repeat;
  color: ${({ theme }) => theme.page.text};
  font-family: ${({ theme }) => theme.font.family};
  line-height: 1.5;
`;

const Logo = styled.img`
  display: block;
  width: ${({ theme }) => theme.logo.width};
  max-width: 100%;
  height: auto;
  margin: 0 auto 16px;
`;

const Picture = styled.img`
  display: block;
  width: 64px;
  height: 64px;
  margin: 0 auto 8px;
`;

const Title = styled.h1`
  margin: 0 0 16px;
  font-family: ${({ theme }) => theme.font.headingFamily};
  font-size: 1.5rem;
  line-height: 1.25;
  text-align: center;
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
  margin-top: 24px;
  font-size: 0.875rem;
`;

/** A full page with the brand's background and one card: logo, optional picture, heading, content. */
export default function CardLayout({ brand, title, illustration, footer, children }: LayoutProps) {
  const theme = useTheme();
  return (
    <Page>
      <Card>
        <Logo src={theme.images.screens.login} alt={brand.name} {...intrinsicSize(theme, "screens.login")} />
        {illustration && <Picture src={theme.images.screens[illustration]} alt="" />}
        <Title>{title}</Title>
        <Body>{children}</Body>
        {footer && <Footer>{footer}</Footer>}
      </Card>
    </Page>
  );
}
