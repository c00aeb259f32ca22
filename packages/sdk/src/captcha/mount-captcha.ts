import { type CaptchaProviderName, captchaProviders } from "@gse/contract";

/** The render parameters the four providers share (reCAPTCHA v2, hCaptcha, Turnstile and the test provider). */
export interface CaptchaRenderParams {
  readonly sitekey: string;
  readonly callback: (token: string) => void;
  readonly "expired-callback": () => void;
  readonly "error-callback": () => void;
  readonly [extra: string]: unknown;
}

/** The browser API the providers' scripts define (`window.grecaptcha`, `window.hcaptcha`, ...). */
export interface CaptchaBrowserApi {
  render(element: HTMLElement, params: CaptchaRenderParams): string | number;
  reset(id?: string | number): void;
  /** reCAPTCHA v2 has none: its widget goes with its element. */
  remove?(id: string | number): void;
}

/** A drawn widget: `reset` after a spent token (every attempt) or an expiry; `remove` when the form goes. */
export interface CaptchaHandle {
  reset(): void;
  remove(): void;
}

export interface MountCaptchaOptions {
  readonly provider: CaptchaProviderName;
  readonly siteKey: string;
  readonly language: string;
  readonly onToken: (token: string) => void;
  /** The token expired or the widget failed: the form has no token until the next solve. */
  readonly onExpire: () => void;
}

type ScriptLoader = (src: string) => Promise<void>;

/** Adds the provider's script; the promise settles with the element's load or error event. */
const appendScript: ScriptLoader = (src) =>
  new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () =>
      reject(new Error(`The captcha script ${src} did not load: check the CSP and the network`));
    document.head.append(script);
  });

const loading = new Map<CaptchaProviderName, Promise<CaptchaBrowserApi>>();

function globalApi(name: string): CaptchaBrowserApi | undefined {
  const api = (window as unknown as Record<string, unknown>)[name] as CaptchaBrowserApi | undefined;
  return typeof api?.render === "function" ? api : undefined;
}

/** The provider's browser API, loading its script the first time a page needs it (never at boot). */
export function loadCaptchaApi(
  provider: CaptchaProviderName,
  language: string,
  load: ScriptLoader = appendScript,
): Promise<CaptchaBrowserApi> {
  const info = captchaProviders[provider];
  const ready = globalApi(info.global);
  if (ready) return Promise.resolve(ready);
  const pending = loading.get(provider);
  if (pending) return pending;
  const onload = `gseCaptchaReady_${provider.replace(/\W/g, "_")}`;
  const promise = new Promise<CaptchaBrowserApi>((resolve, reject) => {
    (window as unknown as Record<string, unknown>)[onload] = () => {
      const api = globalApi(info.global);
      if (api) resolve(api);
      else reject(new Error(`${info.title}'s script loaded but defined no window.${info.global}.render`));
    };
    // The provider's own onload callback, not the element's load, says the API is ready: reCAPTCHA's api.js
    // loads the widget code itself after its load event.
    load(info.script(onload, language)).catch(reject);
  });
  // A failed load may be retried by the next form (a network blip), not cached for the page's life.
  promise.catch(() => loading.delete(provider));
  loading.set(provider, promise);
  return promise;
}

/** Draws the configured provider's widget into `element`; tokens and expiries reach the login flow. */
export async function mountCaptcha(
  element: HTMLElement,
  options: MountCaptchaOptions,
  load: ScriptLoader = appendScript,
): Promise<CaptchaHandle> {
  const api = await loadCaptchaApi(options.provider, options.language, load);
  const id = api.render(element, {
    ...captchaProviders[options.provider].renderExtras(options.language),
    sitekey: options.siteKey,
    callback: options.onToken,
    "expired-callback": options.onExpire,
    "error-callback": options.onExpire,
  });
  return {
    reset: () => api.reset(id),
    remove: () => {
      if (api.remove) api.remove(id);
      element.replaceChildren();
    },
  };
}

/** Forgets loaded providers: tests install a new stand-in per case. */
export function forgetCaptchaApis(): void {
  loading.clear();
}
