import {
  type Brand,
  type BrandTexts,
  type Language,
  languages,
  parseBrand,
  parseBrandKey,
} from "@gse/brand-kit";
import type { AppParameter } from "@gse/contract";
import {
  activateLanguage,
  createSignInRuntime,
  i18n,
  layBrandTexts,
  parseRuntimeConfig,
  preloadFamilyLayout,
  preloadScreen,
  type RuntimeConfig,
  resolveScreen,
  type ScreenFamily,
  type SignInEnvironment,
} from "@gse/sdk";
import { MemoryStorage } from "@gse/sdk/testing";
import { prerenderToNodeStream } from "react-dom/static";
import { ServerStyleSheet } from "styled-components";
import { callTenant } from "../boot/call-tenant.ts";
import { serverDrawnScheme } from "../color-scheme.ts";
import { familyRegistry } from "../family-registry.ts";
import { PortalRoot } from "../PortalRoot.tsx";
import { createMemoryHistory } from "../routing/history.ts";
import { createPortalRouter } from "../routing/location.tsx";

/**
 * A brand's login drawn in Node when it is published (apps/portal/login-renderer.ts loads this module through
 * Vite's SSR loader, with the portal's own config and so the same component ids as the browser's chunks): its
 * HTML in each language, which the page server writes into the page's root so the form is on screen with the
 * page's first bytes, and the styled-components CSS of those renders, which it writes into the head. The browser
 * hydrates that HTML (start.tsx) and its styled-components finds every rule already there.
 *
 * The render is the browser's first one, through the same tree (PortalRoot) and the same catalog loader
 * (activateLanguage): the login route, no session, nothing in the history's state, the login's parameters as the
 * reference API answers them by default (no captcha). What the page server knows only per request decides
 * whether it sends this HTML (the host's parameters, the provider it names, the language); what only the
 * browser knows decides whether it hydrates it or draws afresh (a language stored on an earlier visit, a
 * session).
 */
export { version as styledComponentsVersion } from "styled-components";

/** Who 'Ingresar con' names in the runtime config (the federated families draw it). */
export type FederatedProvider = NonNullable<RuntimeConfig["federatedProvider"]>;

/** A runtime config for the render: the login draws nothing from its addresses or keys, its provider's name. */
const renderConfig = (federatedProvider: FederatedProvider): RuntimeConfig => {
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
    federatedProvider,
    redirectAllowlist: [],
  });
  if (!parsed.ok) throw new Error(`login page: the render's runtime config: ${parsed.problem}`);
  return parsed.config;
};

/** GetParametersApp's login parameters as the reference API seeds them. */
const DEFAULT_LOGIN_PARAMETERS: readonly AppParameter[] = [
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

/** What a render is drawn with beyond the brand and the language: the deployment's part. */
interface Drawing {
  readonly parameters: readonly AppParameter[];
  readonly federatedProvider: FederatedProvider;
}

/** The page as the login's first render sees it: nothing it asks for ever answers, and nothing leaves. */
function renderEnvironment(brand: Brand, brandKey: string, drawing: Drawing): SignInEnvironment {
  const { application, tenant } = parseBrandKey(brandKey);
  return {
    config: renderConfig(drawing.federatedProvider),
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
    currentPath: () => "/login",
    currentSearch: () => "",
    prefetched: { loginParameters: [...drawing.parameters] },
  };
}

/** How long a render may take: the login draws in one pass; one that waits on something is cut off. */
const RENDER_LIMIT_MS = 10_000;

async function renderHtml(
  sheet: ServerStyleSheet,
  brand: Brand,
  brandKey: string,
  family: ScreenFamily,
  drawing: Drawing,
): Promise<string> {
  const router = createPortalRouter(createMemoryHistory({ initialEntries: ["/login"] }));
  const runtime = createSignInRuntime(renderEnvironment(brand, brandKey, drawing));
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), RENDER_LIMIT_MS);
  try {
    const { prelude } = await prerenderToNodeStream(
      sheet.collectStyles(
        <PortalRoot
          router={router}
          runtime={runtime}
          portal={{ brand, brandKey, family }}
          colorScheme={serverDrawnScheme(brand)}
          onDrawn={() => undefined}
        />,
      ),
      { signal: abort.signal },
    );
    let html = "";
    for await (const chunk of prelude) html += String(chunk);
    return html;
  } finally {
    clearTimeout(timer);
  }
}

/** The same parameter with another value of its type: what a deployment could answer instead. */
function otherValue(parameter: AppParameter): AppParameter {
  const { type, value } = JSON.parse(parameter.parameterValue) as { type: string; value: unknown };
  const other =
    typeof value === "boolean" ? !value : typeof value === "number" ? value + 1 : `${String(value)}·`;
  return { ...parameter, parameterValue: JSON.stringify({ type, value: other }) };
}

export interface RenderedLogin {
  /** The login's markup in each language, for the page's root. */
  readonly html: Record<Language, string>;
  /** The styled-components CSS of those renders (one sheet: each rule once), for the page's head. */
  readonly css: string;
  /** The login parameters the markup depends on, with the values it was drawn with. */
  readonly parameters: AppParameter[];
  /** The identity provider the markup names, when it names one ('Ingresar con ...'). */
  readonly federatedProvider?: FederatedProvider;
}

/**
 * The login of the brand `brandKey` (its resolved JSON, as a revision holds it), drawn in each language; throws
 * what stops the render. `drawing` is the deployment's part: the login parameters (the reference API's by
 * default) and the identity provider's name.
 *
 * What of the deployment's part the markup depends on is found out, not assumed: the login is drawn again with
 * each parameter given another value, and with another provider, and what changes the markup is kept beside it.
 * The page server sends the markup only to hosts that have those same values (a captcha the server decides, a
 * provider's name); the rest (a countdown's length) may differ.
 */
export async function renderLoginPage(
  json: unknown,
  brandKey: string,
  drawing: Partial<Drawing> & Pick<Drawing, "federatedProvider">,
  texts?: Partial<Record<Language, BrandTexts>>,
): Promise<RenderedLogin> {
  const parsed = parseBrand(json, `${brandKey}.json`);
  if (!parsed.success) throw new Error(parsed.problems.join("; "));
  const { brand } = parsed;
  const load = familyRegistry[brand.family as keyof typeof familyRegistry];
  if (!load) throw new Error(`family "${brand.family}" is not in apps/portal/src/family-registry.ts`);
  const family = await load();
  // As the boot does before the browser's first render: the screen and the layout drawn at once, with no
  // Suspense boundary around them (PreloadedComponent.suspends), which the hydrating tree must match.
  const screen = resolveScreen(family, "login");
  await Promise.all([screen && preloadScreen(screen), preloadFamilyLayout(family)]);
  const base: Drawing = { parameters: DEFAULT_LOGIN_PARAMETERS, ...drawing };
  const sheet = new ServerStyleSheet();
  const probes = new ServerStyleSheet();
  try {
    const html = {} as Record<Language, string>;
    // One language after another: the catalog is the SDK's one i18n instance, as in the browser. The last one
    // stays active for the probes.
    for (const language of languages) {
      await activateLanguage(language);
      const own = texts?.[language];
      const covered = { ...i18n.messages };
      layBrandTexts(language, own);
      try {
        html[language] = await renderHtml(sheet, brand, brandKey, family, base);
      } finally {
        // The catalog's wording back for the next brand drawn in this process: a Spanish text its catalog leaves
        // out reads as its id.
        if (own)
          i18n.load(language, Object.fromEntries(Object.keys(own).map((id) => [id, covered[id] ?? id])));
      }
    }
    const drawn = html[languages[languages.length - 1] as Language];
    const differs = async (other: Drawing) =>
      (await renderHtml(probes, brand, brandKey, family, other)) !== drawn;
    const parameters: AppParameter[] = [];
    for (const [at, parameter] of base.parameters.entries()) {
      const others = base.parameters.map((each, index) => (index === at ? otherValue(each) : each));
      if (await differs({ ...base, parameters: others })) parameters.push(parameter);
    }
    const provider = base.federatedProvider;
    const namesProvider = await differs({
      ...base,
      federatedProvider: { name: `${provider.name.slice(0, 39)}·` },
    });
    return {
      html,
      css: sheet.instance.toString(),
      parameters,
      ...(namesProvider ? { federatedProvider: provider } : {}),
    };
  } finally {
    sheet.seal();
    probes.seal();
  }
}
