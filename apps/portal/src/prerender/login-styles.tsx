import { type Brand, parseBrand, parseBrandKey, pickLanguage } from "@gse/brand-kit";
import {
  activateLanguage,
  createSignInRuntime,
  type PrefetchedAnswers,
  parseRuntimeConfig,
  type RuntimeConfig,
  type ScreenFamily,
  type SignInEnvironment,
} from "@gse/sdk";
import { MemoryStorage } from "@gse/sdk/testing";
import { prerenderToNodeStream } from "react-dom/static";
import { ServerStyleSheet } from "styled-components";
import { App } from "../App.tsx";
import { callTenant } from "../boot/call-tenant.ts";
import { familyRegistry } from "../family-registry.ts";
import { createMemoryHistory } from "../routing/history.ts";
import { createPortalRouter } from "../routing/location.tsx";

/**
 * The styled-components CSS of a brand's login at its first render, rendered in Node after the build
 * (apps/portal/login-styles.ts loads this module through Vite's SSR loader, with the portal's own config and so
 * the same component ids as the browser's chunks). The page server writes it into the page's head, and the
 * browser's styled-components skips generating what it finds there: the login's first render does less.
 *
 * The render is the browser's first one: the login route, the brand's language as a first visit picks it, and the
 * login's parameters as the reference API answers them by default (no captcha). A deployment whose answers
 * differ (a captcha) gets the names that differ generated in the browser, as every name was before.
 */
export { version as styledComponentsVersion } from "styled-components";

/** A runtime config for the render: the login draws nothing from its addresses or keys. */
const renderConfig = (): RuntimeConfig => {
  const parsed = parseRuntimeConfig({
    services: {
      authentication: "http://localhost/api",
      security: "http://localhost/api",
      application: "http://localhost/api",
    },
    hubUrl: "/hub",
    headers: { application: "x-application", tenant: "x-tenant" },
    cipher: { key: btoa("k".repeat(32)), iv: btoa("i".repeat(16)) },
    captchaSiteKey: "",
    supportContact: "",
    redirectAllowlist: [],
  });
  if (!parsed.ok) throw new Error(`login styles: the render's runtime config: ${parsed.problem}`);
  return parsed.config;
};

/** GetParametersApp's login parameters as the reference API seeds them. */
const DEFAULT_LOGIN_PARAMETERS: NonNullable<PrefetchedAnswers["loginParameters"]> = [
  {
    parameterCode: "captchaApply",
    parameterType: "login",
    parameterValue: '{"type":"boolean","value":false}',
  },
  {
    parameterCode: "passwordCreatedCountdown",
    parameterType: "login",
    parameterValue: '{"type":"number","value":5}',
  },
  {
    parameterCode: "singleSession",
    parameterType: "login",
    parameterValue: '{"type":"boolean","value":true}',
  },
];

/** The page as the login's first render sees it: nothing it asks for ever answers, and nothing leaves. */
function renderEnvironment(brand: Brand, brandKey: string): SignInEnvironment {
  const { application, tenant } = parseBrandKey(brandKey);
  return {
    config: renderConfig(),
    application,
    tenant: callTenant(tenant, brand),
    tenantLanguage: brand.tenantLanguage,
    pageOrigin: "http://localhost",
    fetch: () => new Promise<Response>(() => {}),
    sessionStorage: new MemoryStorage(),
    navigate: () => {},
    leave: () => {},
    openTab: () => undefined,
    reload: () => {},
    currentPath: () => "/",
    currentSearch: () => "",
    prefetched: { loginParameters: DEFAULT_LOGIN_PARAMETERS },
  };
}

/** How long a render may take: the login draws in one pass; one that waits on something is cut off. */
const RENDER_LIMIT_MS = 10_000;

async function render(brand: Brand, brandKey: string, family: ScreenFamily): Promise<string> {
  const router = createPortalRouter(createMemoryHistory({ initialEntries: ["/"] }));
  const runtime = createSignInRuntime(renderEnvironment(brand, brandKey));
  const sheet = new ServerStyleSheet();
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), RENDER_LIMIT_MS);
  try {
    const { prelude } = await prerenderToNodeStream(
      sheet.collectStyles(<App router={router} runtime={runtime} portal={{ brand, brandKey, family }} />),
      { signal: abort.signal },
    );
    for await (const _ of prelude); // the markup is not kept: only the CSS its render collected
    return sheet.instance.toString();
  } finally {
    clearTimeout(timer);
    sheet.seal();
  }
}

/** The login CSS of the built brand `brandKey` (its JSON as dist/brands holds it); throws what stops the render. */
export async function renderLoginStyles(json: unknown, brandKey: string): Promise<string> {
  const parsed = parseBrand(json, `${brandKey}.json`);
  if (!parsed.success) throw new Error(parsed.problems.join("; "));
  const { brand } = parsed;
  const load = familyRegistry[brand.family as keyof typeof familyRegistry];
  if (!load) throw new Error(`family "${brand.family}" is not in apps/portal/src/family-registry.ts`);
  const [family] = await Promise.all([load(), activateLanguage(pickLanguage(brand, undefined))]);
  return render(brand, brandKey, family);
}
