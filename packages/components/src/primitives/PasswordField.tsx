import { useLingui } from "@gse/sdk";
import { useState } from "react";
import styled from "styled-components";
import { focusRing, touchTarget } from "./styles.ts";
import { TextField, type TextFieldProps } from "./TextField.tsx";

const Toggle = styled.button`
  ${touchTarget}
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  padding: 0 10px;
  border: 0;
  border-radius: 4px;
  background: transparent;
  color: ${({ theme }) => theme.link.text};
  cursor: pointer;
  ${focusRing}
  &:focus-visible {
    outline-offset: -3px;
  }
`;

/** An eye, open while the password is shown and struck through while it is hidden. */
function EyeIcon({ open }: { readonly open: boolean }) {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M12 5C6.5 5 2.7 9.2 1.5 12c1.2 2.8 5 7 10.5 7s9.3-4.2 10.5-7C21.3 9.2 17.5 5 12 5Zm0 11.5a4.5 4.5 0 1 1 0-9 4.5 4.5 0 0 1 0 9Zm0-7a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5Z"
        fill="currentColor"
      />
      {!open && <path d="M3 3l18 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />}
    </svg>
  );
}

export type PasswordFieldProps = Omit<TextFieldProps, "type" | "endAdornment">;

/**
 * A password input with a show/hide button. The button's name says what it does ('Mostrar contraseña' /
 * 'Ocultar contraseña'), and it is a real button, reachable by Tab after the input.
 */
export function PasswordField(props: PasswordFieldProps) {
  const { _ } = useLingui();
  const [shown, setShown] = useState(false);
  return (
    <TextField
      autoComplete="current-password"
      spellCheck={false}
      autoCapitalize="none"
      {...props}
      type={shown ? "text" : "password"}
      endAdornment={
        <Toggle
          type="button"
          aria-label={shown ? _("Ocultar contraseña") : _("Mostrar contraseña")}
          onClick={() => setShown((value) => !value)}
        >
          <EyeIcon open={shown} />
        </Toggle>
      }
    />
  );
}
