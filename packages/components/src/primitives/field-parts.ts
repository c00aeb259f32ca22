import styled from "styled-components";

/** The frame every labelled field shares: label, control, then its messages, 4 px apart. */
export const FieldFrame = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  min-width: 0;
`;

export const FieldLabel = styled.label`
  font-weight: 700;
  color: ${({ theme }) => theme.roles.text};
`;

/** A field's error, in the brand's error-box colours; always in the page so a new message is announced. */
export const FieldMessage = styled.p`
  margin: 0;
  font-size: 0.875rem;
  font-weight: 700;
  overflow-wrap: anywhere;
  color: ${({ theme }) => theme.errorBox.text};
  background: ${({ theme }) => theme.errorBox.background};
`;
