import { LoginAnswerSchema } from "@gse/contract";
import { cancel, type EffectRunner, every } from "../../machine/machine.ts";
import type { SignInRuntime } from "../../runtime.ts";
import { tabSessionId } from "../../session/session-store.ts";
import type { LoginEffect, LoginEvent } from "./login-machine.ts";

/** Login sends a fixed placeholder instead of the client's address (spec §9). */
export const loginIpPlaceholder = "0.0.0.0";

/** Runs the login machine's effects against the page's runtime. */
export function loginEffects(runtime: SignInRuntime): EffectRunner<LoginEvent, LoginEffect> {
  const { env, session, client } = runtime;
  return (effect, dispatch) => {
    switch (effect.type) {
      case "login":
        void (async () => {
          // The cipher loads on the first submit, not with the login page.
          const { encryptPassword } = await import("../../cipher/password-cipher.ts");
          const result = await client.send({
            service: "authentication",
            method: "POST",
            path: "/api/Login",
            headers: { tenant: env.tenant, tenantLanguage: env.tenantLanguage },
            body: {
              user: effect.user,
              password: encryptPassword(effect.password, env.config.cipher),
              appname: env.application,
              ip: loginIpPlaceholder,
              Browser: (globalThis.navigator?.userAgent ?? "").slice(0, 300),
              TypeDeviceId: 2,
              idSessionTab: tabSessionId(env.sessionStorage),
              page: env.currentSearch(),
              tokenCaptcha: effect.captchaToken ?? null,
            },
            answer: LoginAnswerSchema,
            answerOnRefusal: true,
          });
          dispatch(
            result.ok
              ? { type: "answered", answer: result.value }
              : { type: "failed", failure: result.failure },
          );
        })();
        return;
      case "signIn":
        session.getState().signIn({ token: effect.token, refreshToken: effect.refreshToken });
        return;
      case "follow":
        if (!runtime.follow(effect.url)) dispatch({ type: "redirectRefused" });
        return;
      case "alert":
        env.navigate("/Alert", { message: effect.message, pageToGo: effect.pageToGo });
        return;
      case "log":
        console.error(effect.message);
        return;
      case "startLockCountdown":
        return every("lock", 1000, () => dispatch({ type: "tick" }));
      case "stopLockCountdown":
        return cancel("lock");
    }
  };
}
