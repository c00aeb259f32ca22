import { focusRing, touchTarget } from "@gse/components";
import { type SelectHTMLAttributes, useId } from "react";
import styled from "styled-components";

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, "children"> {
  readonly label: string;
  readonly options: readonly { readonly value: string; readonly label: string }[];
}

const Frame = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  min-width: 0;
`;

const Label = styled.label`
  font-weight: 700;
  color: ${({ theme }) => theme.roles.text};
`;

const Select = styled.select`
  ${touchTarget}
  min-width: 0;
  max-width: 100%;
  padding: 0 8px;
  border: 2px solid ${({ theme }) => theme.input.border};
  border-radius: 6px;
  background: ${({ theme }) => theme.input.background};
  color: ${({ theme }) => theme.input.text};
  font: inherit;
  font-size: max(1rem, 16px);
  ${focusRing}
`;

/** A labelled native select, 44 px tall: the list's sort and page size. */
export function SelectField({ label, options, id, ...select }: SelectFieldProps) {
  const ownId = useId();
  const selectId = id ?? ownId;
  return (
    <Frame>
      <Label htmlFor={selectId}>{label}</Label>
      <Select {...select} id={selectId}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </Frame>
  );
}
