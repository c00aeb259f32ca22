import type { SelectAccountsState } from "@gse/sdk";
import styled from "styled-components";
import { focusRing, touchTarget } from "../../../primitives/styles.ts";

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

const Legend = styled.legend`
  padding: 0;
  margin-bottom: 8px;
  font-weight: 700;
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: 8px;
`;

/** One account as a row: the whole row is the radio's label, at least 44 px high. */
const Option = styled.label`
  ${touchTarget}
  box-sizing: border-box;
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 8px 12px;
  border: 2px solid ${({ theme }) => theme.input.border};
  border-radius: 6px;
  background: ${({ theme }) => theme.input.background};
  color: ${({ theme }) => theme.input.text};
  cursor: pointer;
  overflow-wrap: anywhere;

  &:has(input:checked) {
    border-color: ${({ theme }) => theme.input.focusBorder};
    box-shadow: inset 4px 0 0 ${({ theme }) => theme.palette.primary.main};
  }
`;

const Radio = styled.input`
  flex: none;
  width: 20px;
  height: 20px;
  margin: 0;
  accent-color: ${({ theme }) => theme.palette.primary.main};
  ${focusRing}
`;

/** One account of the email, as the picker's flow holds it. */
type Account = NonNullable<SelectAccountsState["accounts"]>[number];

export interface AccountChoiceProps {
  readonly legend: string;
  readonly accounts: readonly Account[];
  readonly chosen: string | undefined;
  readonly onChoose: (userName: string) => void;
}

/** The accounts of one email as a radio group, each shown by its user name (spec §2, /selectaccounts). */
export function AccountChoice({ legend, accounts, chosen, onChoose }: AccountChoiceProps) {
  return (
    <Fieldset>
      <Legend>{legend}</Legend>
      <List>
        {accounts.map(({ userName }) => (
          <li key={userName}>
            <Option>
              <Radio
                type="radio"
                name="account"
                value={userName}
                checked={chosen === userName}
                onChange={() => onChoose(userName)}
              />
              <span>{userName}</span>
            </Option>
          </li>
        ))}
      </List>
    </Fieldset>
  );
}
