import styled from "styled-components";

/** An area's page title (spec §2: Usuarios, Aplicaciones, ...): the one h1 of each console screen, in the brand's heading font. */
export const PageTitle = styled.h1<{ readonly $tight?: boolean }>`
  margin: 0 0 ${({ $tight }) => ($tight ? "4px" : "16px")};
  font-family: ${({ theme }) => theme.font.headingFamily};
`;
