import { type ScreenProps, useSplash } from "@gse/sdk";
import styled, { useTheme } from "styled-components";
import { intrinsicSize } from "../../primitives/intrinsic-size.ts";
import { Spinner } from "../../primitives/Spinner.tsx";

const Page = styled.main`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 24px;
  padding: 16px;
  box-sizing: border-box;
  background: ${({ theme }) => theme.page.background};
  color: ${({ theme }) => theme.page.text};
  font-family: ${({ theme }) => theme.font.family};
`;

const Logo = styled.img`
  width: ${({ theme }) => theme.logo.width};
  max-width: 100%;
  height: auto;
`;

/** The splash screen: the brand's logo while the page waits 2 s before going to /login (spec §2, §9). */
export default function SplashScreen({ brand }: ScreenProps) {
  const theme = useTheme();
  useSplash();
  return (
    <Page>
      <h1>
        <Logo src={theme.images.logo} alt={brand.name} {...intrinsicSize(theme, "logo")} />
      </h1>
      <Spinner />
    </Page>
  );
}
