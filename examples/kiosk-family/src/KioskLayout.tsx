import type { LayoutProps } from "@gse/sdk";
import styled, { useTheme } from "styled-components";

const Page = styled.div`
  box-sizing: border-box;
  min-height: 100vh;
  background: ${({ theme }) => theme.roles.surface};
  color: ${({ theme }) => theme.roles.text};
  font-family: ${({ theme }) => theme.font.family};
`;

const Banner = styled.header`
  padding: 16px;
  background: ${({ theme }) => theme.palette.primary.dark};
`;

const Content = styled.main`
  max-width: 440px;
  margin: 0 auto;
  padding: 24px 16px;
`;

/** The kiosk's page: a band with the brand's white logo, then the screen's heading and content. */
export default function KioskLayout({ brand, title, footer, children }: LayoutProps) {
  const { images } = useTheme();
  return (
    <Page>
      <Banner>
        <img src={images.whiteLogo} alt={brand.name} height={40} />
      </Banner>
      <Content>
        <h1>{title}</h1>
        {children}
        {footer}
      </Content>
    </Page>
  );
}
