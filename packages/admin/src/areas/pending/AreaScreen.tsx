import { i18n } from "@gse/sdk";
import styled from "styled-components";

const Heading = styled.h1`
  margin: 0 0 16px;
  font-family: ${({ theme }) => theme.font.headingFamily};
`;

/** An area's page frame: its title (spec §2). Each area's issue fills it with the area's list and forms. */
export function AreaScreen({ title }: { readonly title: string }) {
  return <Heading>{i18n._(title)}</Heading>;
}
