import { useLingui } from "@gse/sdk";
import { type ComponentType, createContext, type ReactNode, useContext, useId, useState } from "react";
import styled from "styled-components";
import { focusRing } from "./styles.ts";

/** What a captcha widget takes: a deployment plugs its provider's widget behind the same props. */
export interface CaptchaProps {
  /** The runtime config's `captchaSiteKey`. */
  readonly siteKey: string;
  readonly onSolve: (token: string) => void;
  readonly onExpire: () => void;
  /** 'Por favor valida que no eres un robot.', already translated, when the login was sent unsolved. */
  readonly error?: string | undefined;
}

export type CaptchaComponent = ComponentType<CaptchaProps>;

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
`;

const Check = styled.label<{ $invalid: boolean }>`
  display: flex;
  align-items: center;
  gap: 12px;
  min-height: 44px;
  padding: 8px 12px;
  border: 2px solid ${({ theme, $invalid }) => ($invalid ? theme.errorBox.border : theme.input.border)};
  border-radius: 6px;
  background: ${({ theme }) => theme.input.background};
  color: ${({ theme }) => theme.input.text};
  cursor: pointer;

  input {
    width: 24px;
    height: 24px;
    margin: 0;
    accent-color: ${({ theme }) => theme.roles.accent};
    cursor: pointer;
    ${focusRing}
  }
`;

const Message = styled.p`
  margin: 0;
  font-size: 0.875rem;
  font-weight: 700;
  color: ${({ theme }) => theme.errorBox.text};
  background: ${({ theme }) => theme.errorBox.background};
`;

/** `<siteKey>.<32 hex digits>`; getRandomValues, unlike randomUUID, also works outside secure contexts. */
function referenceToken(siteKey: string): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `${siteKey}.${Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("")}`;
}

/**
 * The reference captcha: an accessible 'No soy un robot' checkbox whose tick yields a token, as the reference
 * API only asks for a non-empty `tokenCaptcha`. Real deployments plug their provider's widget instead.
 */
export function Captcha({ siteKey, onSolve, onExpire, error }: CaptchaProps) {
  const { _ } = useLingui();
  const id = useId();
  const [checked, setChecked] = useState(false);
  return (
    <Box>
      <Check $invalid={Boolean(error)}>
        <input
          type="checkbox"
          checked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-error`}
          onChange={(event) => {
            setChecked(event.target.checked);
            if (event.target.checked) onSolve(referenceToken(siteKey));
            else onExpire();
          }}
        />
        {_("No soy un robot")}
      </Check>
      <Message id={`${id}-error`} aria-live="polite">
        {error}
      </Message>
    </Box>
  );
}

const CaptchaContext = createContext<CaptchaComponent>(Captcha);

/** Plugs a deployment's captcha widget (same props as the reference one) into every login below it. */
export function CaptchaProvider({
  captcha,
  children,
}: {
  readonly captcha: CaptchaComponent;
  readonly children: ReactNode;
}) {
  return <CaptchaContext.Provider value={captcha}>{children}</CaptchaContext.Provider>;
}

/** The captcha widget to draw: the plugged one, or the reference checkbox. */
export function useCaptchaComponent(): CaptchaComponent {
  return useContext(CaptchaContext);
}
