import styled from "styled-components";

/** The line above a list: a failure (`$problem`, in the error box's colours) or a plain notice. */
export const ListNotice = styled.p<{ $problem?: boolean }>`
  margin: 0 0 16px;
  padding: 12px 16px;
  border-radius: 6px;
  background: ${({ theme, $problem }) => ($problem ? theme.errorBox.background : theme.planTable.headerBackground)};
  color: ${({ theme, $problem }) => ($problem ? theme.errorBox.text : theme.planTable.headerText)};
`;
