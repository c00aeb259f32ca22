import { type RuntimeConfig, useLingui } from "@gse/sdk";
import {
  type ComponentType,
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import styled from "styled-components";

/** What a captcha widget takes: the configured provider's widget, or one a deployment plugs in. */
export interface CaptchaProps {
  /** The runtime config's `captchaProvider`: whose script draws the widget. */
  readonly provider: RuntimeConfig["captchaProvider"];
  /** The runtime config's `captchaSiteKey`. */
  readonly siteKey: string;
  /**
   * Whether the login flow holds a token. A token is good once: when the flow spends it (every attempt) or
   * drops it, the widget is reset so the next attempt is solved afresh.
   */
  readonly solved: boolean;
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
  min-height: 44px;
  color: ${({ theme }) => theme.input.text};
`;

const Message = styled.p`
  margin: 0;
  font-size: 0.875rem;
  font-weight: 700;
  color: ${({ theme }) => theme.errorBox.text};
  background: ${({ theme }) => theme.errorBox.background};
`;

type Handle = { reset(): void; remove(): void };

/**
 * The configured provider's widget (reCAPTCHA v2, hCaptcha, Turnstile, or the reference API's test provider):
 * its adapter and script load only when a page draws a captcha, never with the login's first script.
 */
export function Captcha({ provider, siteKey, solved, onSolve, onExpire, error }: CaptchaProps) {
  const { _, i18n } = useLingui();
  const id = useId();
  const widget = useRef<HTMLDivElement>(null);
  const handle = useRef<Handle | undefined>(undefined);
  const holds = useRef(false);
  const callbacks = useRef({ onSolve, onExpire });
  callbacks.current = { onSolve, onExpire };
  const [unavailable, setUnavailable] = useState(false);
  const language = i18n.locale;

  useEffect(() => {
    const element = widget.current;
    if (!element) return;
    let gone = false;
    import("@gse/sdk/captcha")
      .then(({ mountCaptcha }) =>
        mountCaptcha(element, {
          provider,
          siteKey,
          language,
          onToken: (token) => {
            holds.current = true;
            callbacks.current.onSolve(token);
          },
          onExpire: () => {
            holds.current = false;
            callbacks.current.onExpire();
          },
        }),
      )
      .then((mounted) => {
        if (gone) mounted.remove();
        else handle.current = mounted;
      })
      .catch((problem: unknown) => {
        console.error(problem);
        if (!gone) setUnavailable(true);
      });
    return () => {
      gone = true;
      handle.current?.remove();
      handle.current = undefined;
    };
  }, [provider, siteKey, language]);

  // The flow spent or dropped the token: the widget asks to be solved again.
  useEffect(() => {
    if (!solved && holds.current) {
      holds.current = false;
      handle.current?.reset();
    }
  }, [solved]);

  // A named group from the first render: the provider's widget fills it once its script has loaded.
  return (
    <Box role="group" aria-label="Captcha">
      <div ref={widget} aria-describedby={`${id}-error`} />
      {unavailable && <Message role="alert">{_("No se pudo cargar el captcha. Recarga la página.")}</Message>}
      <Message id={`${id}-error`} aria-live="polite">
        {error}
      </Message>
    </Box>
  );
}

const CaptchaContext = createContext<CaptchaComponent>(Captcha);

/** Plugs a deployment's captcha widget (same props as the provided one) into every login below it. */
export function CaptchaProvider({
  captcha,
  children,
}: {
  readonly captcha: CaptchaComponent;
  readonly children: ReactNode;
}) {
  return <CaptchaContext.Provider value={captcha}>{children}</CaptchaContext.Provider>;
}

/** The captcha widget to draw: the plugged one, or the configured provider's. */
export function useCaptchaComponent(): CaptchaComponent {
  return useContext(CaptchaContext);
}
