import type { Brand } from "@gse/brand-kit";
import {
  LoginStateSchema,
  readNavigationState,
  useCaptchaRequired,
  useFamilyPart,
  useFreeTrial,
  useLingui,
  useLoginFlow,
  useSignIn,
} from "@gse/sdk";
import { useEffect, useId, useRef } from "react";
import styled from "styled-components";
import { Button } from "../primitives/Button.tsx";
import { useCaptchaComponent } from "../primitives/Captcha.tsx";
import { Link } from "../primitives/Link.tsx";
import { PasswordField } from "../primitives/PasswordField.tsx";
import { Spinner } from "../primitives/Spinner.tsx";
import { TextField } from "../primitives/TextField.tsx";
import { LoginOutcome } from "./LoginOutcome.tsx";
import { Notice, stack } from "./Notice.tsx";
import { useGo } from "./use-go.ts";

const Form = styled.form`
  ${stack}
`;

const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  column-gap: 16px;
`;

const Centre = styled.div`
  display: flex;
  justify-content: center;
  padding: 24px 0;
`;

/**
 * The message the login was reached with (back from /logout: 'Sesión finalizada exitosamente'), or what the
 * family draws in its place (the `loginHeader` part).
 */
export function ArrivalMessage({ navigationState }: { readonly navigationState: unknown }) {
  const Header = useFamilyPart("loginHeader");
  return Header ? (
    <Header navigationState={navigationState} />
  ) : (
    <KitArrivalMessage navigationState={navigationState} />
  );
}

function KitArrivalMessage({ navigationState }: { readonly navigationState: unknown }) {
  const { _ } = useLingui();
  const arrival = readNavigationState(LoginStateSchema, navigationState);
  return arrival?.message ? (
    <Notice $tone="info" role="status">
      <p>{_(arrival.message)}</p>
    </Notice>
  ) : null;
}

/**
 * The user-and-password sign-in (spec §2, §4): a spinner until the captcha decision is known, then user and
 * password, the captcha when the application asks for it, what the last attempt came to, Ingresar, Recordar
 * contraseña, and Comprar / Prueba Gratis when the brand or the server offer them.
 */
export function LoginForm({ brand }: { readonly brand: Brand }) {
  const captchaRequired = useCaptchaRequired(brand.behaviour.captcha);
  return captchaRequired === undefined ? (
    <Centre>
      <Spinner />
    </Centre>
  ) : (
    <UserLoginForm brand={brand} captchaRequired={captchaRequired} />
  );
}

function UserLoginForm({
  brand,
  captchaRequired,
}: {
  readonly brand: Brand;
  readonly captchaRequired: boolean;
}) {
  const { _ } = useLingui();
  const { env } = useSignIn();
  const go = useGo();
  const { state, edit, submit, solveCaptcha, expireCaptcha } = useLoginFlow({ captchaRequired });
  const freeTrial = useFreeTrial();
  const Captcha = useCaptchaComponent();
  const { outcome, errors, values } = state;
  const busy = outcome.kind === "submitting" || outcome.kind === "redirecting";
  const purchaseUrl = brand.behaviour.purchaseUrl;
  const lockNoticeId = useId();
  const passwordField = useRef<HTMLInputElement>(null);
  // The machine empties a refused password; the cursor goes there to type it again.
  useEffect(() => {
    if (outcome.kind === "refused" && passwordField.current?.value === "") passwordField.current.focus();
  }, [outcome]);
  return (
    <Form
      noValidate
      // Where the server drew the form, a submit before the scripts have run must not send it: a dialog-method
      // form outside a dialog submits nowhere (the page's first script holds the submit for the portal).
      method="dialog"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <TextField
        label={_("Usuario")}
        name="user"
        // Arrival puts the cursor in the first field, so typing can start at once: in the server's HTML too,
        // before any script (hydration leaves it wherever the visitor has moved it since).
        autoFocus
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        value={values.user}
        error={errors.user && _(errors.user)}
        onChange={(event) => edit("user", event.target.value)}
      />
      <PasswordField
        label={_("Contraseña")}
        name="password"
        ref={passwordField}
        required
        value={values.password}
        error={errors.password && _(errors.password)}
        onChange={(event) => edit("password", event.target.value)}
      />
      {captchaRequired && (
        <Captcha
          provider={env.config.captchaProvider}
          siteKey={env.config.captchaSiteKey}
          solved={state.captchaToken !== undefined}
          onSolve={solveCaptcha}
          onExpire={expireCaptcha}
          error={errors.captcha && _(errors.captcha)}
        />
      )}
      <LoginOutcome
        outcome={outcome}
        supportContact={brand.behaviour.supportContact}
        resetLink={{ href: "/resetpassword", label: "Recordar contraseña", onNavigate: go }}
        lockNoticeId={lockNoticeId}
      />
      <Button
        type="submit"
        fullWidth
        loading={busy}
        disabled={outcome.kind === "locked"}
        aria-describedby={outcome.kind === "locked" ? lockNoticeId : undefined}
      >
        {_("Ingresar")}
      </Button>
      <Links>
        <Link href="/resetpassword" onNavigate={go}>
          {_("Recordar contraseña")}
        </Link>
        {purchaseUrl && (
          <Link href={purchaseUrl} external>
            {_("Comprar")}
          </Link>
        )}
        {freeTrial && (
          <Link href={freeTrial.url} external>
            {_("Prueba Gratis")}
          </Link>
        )}
      </Links>
    </Form>
  );
}
