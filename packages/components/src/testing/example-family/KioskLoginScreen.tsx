import { type ScreenProps, useLingui, useLoginFlow } from "@gse/sdk";
import type { FormEvent } from "react";

/** A bare login on the SDK alone: the flow holds the rules (R11, R13, A10 → urlApp); the screen draws. */
export default function KioskLoginScreen({ brand }: ScreenProps) {
  const { _ } = useLingui();
  const { state, edit, submit } = useLoginFlow({ captchaRequired: false });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };
  return (
    <form onSubmit={onSubmit}>
      <h1>{brand.title}</h1>
      <input aria-label={_("Usuario")} onChange={(event) => edit("user", event.target.value)} />
      <input
        aria-label={_("Contraseña")}
        type="password"
        onChange={(event) => edit("password", event.target.value)}
      />
      {state.outcome.kind === "refused" && <p role="alert">{_(state.outcome.message)}</p>}
      <button type="submit">{_("Ingresar")}</button>
    </form>
  );
}
