import { Button } from "@gse/components";
import styled from "styled-components";

const Page = styled.main`
  min-height: 100vh;
  display: grid;
  place-items: center;
  background: ${({ theme }) => theme.page.background};
  color: ${({ theme }) => theme.page.text};
  font-family: ${({ theme }) => theme.font.family};
`;

export function LoginRoute() {
  return (
    <Page>
      <div>
        <h1>Login</h1>
        <Button type="submit">Ingresar</Button>
      </div>
    </Page>
  );
}
