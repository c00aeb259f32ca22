import styled from "styled-components";

/** The brand's surface for a screen's content: the login card, the alert card. Fluid up to 440 px. */
export const Card = styled.section`
  box-sizing: border-box;
  width: 100%;
  max-width: 440px;
  padding: 32px 24px;
  border: 1px solid ${({ theme }) => theme.roles.border};
  border-radius: 12px;
  background: ${({ theme }) => theme.roles.surface};
  color: ${({ theme }) => theme.roles.text};
  box-shadow: 0 8px 24px rgb(0 0 0 / 0.08);
  overflow-wrap: anywhere;

  @media (max-width: 400px) {
    padding: 24px 16px;
  }
`;
