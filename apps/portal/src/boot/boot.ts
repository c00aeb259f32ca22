import {
  applyBrandHead,
  applyColorScheme,
  type Brand,
  type ColorScheme,
  DEFAULT_BRAND_KEY,
  loadBrand,
  parseBrandKey,
  pickColorScheme,
  pickLanguage,
  readPageBrandRevision,
  storedLanguage,
} from "@gse/brand-kit";
import {
  activateLanguage,
  type EarlyFetch,
  type FamilyRegistry,
  inlineLoginParameters,
  type Language,
  loadFamily,
  loadRuntimeConfig,
  type PrefetchedAnswers,
  prefetchLoginParameters,
  preloadFamilyLayout,
  preloadScreen,
  type RuntimeConfig,
  resolveScreen,
  type ScreenFamily,
} from "@gse/sdk";
import { screenSlotOf } from "../routing/slots.ts";
import { callTenant } from "./call-tenant.ts";
import { headerValue, readPageHeaders } from "./page-headers.ts";

export interface Booted {
  readonly ok: true;
  readonly config: RuntimeConfig;
  /** The application the page serves: the brand's, or the default when the header was missing or unknown. */
  readonly application: string;
  /** The tenant the calls name: the header's, else the brand's default tenant (spec §9). */
  readonly tenant: string | undefined;
  readonly brandKey: string;
  readonly brand: Brand;
  readonly language: Language;
  /** The visitor chose the language (it is stored under the brand's key). */
  readonly languageChosen: boolean;
  /** The scheme chosen for the page (a pinned brand's, `color_scheme=`, the tab's), or undefined: the device's. */
  readonly colorScheme: ColorScheme | undefined;
  readonly family: ScreenFamily;
  /** The login's parameters when their early answer was in by the end of the boot, for the first render. */
  readonly loginParameters: PrefetchedAnswers["loginParameters"];
}

/**
 * How long the boot, with everything else in, still waits for the login's parameters. Drawn without them, the
 * login shows a spinner where the form goes and draws the form in a second render once its own request (which
 * takes the early answer) has been read: on a phone that second round costs more than this (250 ms at the
 * bench's 4x CPU slowdown). Any longer, and the page draws with the spinner rather than stay blank.
 */
export const LOGIN_PARAMETERS_GRACE_MS = 150;

/** The answer if it comes within the grace, else undefined (the login then asks and waits on its own). */
function soonEnough<T>(answer: Promise<T | undefined>): Promise<T | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), LOGIN_PARAMETERS_GRACE_MS);
  });
  return Promise.race([answer, late]).finally(() => clearTimeout(timer));
}

export type BootResult = Booted | { readonly ok: false; readonly problem: string };

export interface BootContext {
  readonly fetch: typeof fetch;
  /**
   * Where the login's GetParametersApp starts as soon as config and headers are known, beside the brand, the
   * family and the catalog; the runtime built on `early.fetch` takes the answer. Without it the login asks once
   * it renders.
   */
  readonly early?: EarlyFetch;
  readonly pageUrl: string;
  readonly document: Document;
  readonly localStorage: Storage | undefined;
  /** Where the tab keeps the scheme a calling application passed (`color_scheme=`). */
  readonly sessionStorage?: Storage | undefined;
  readonly families: FamilyRegistry;
  /**
   * The page's server drew the login into it (start.tsx: the root's `data-gse-ssr`), which it does only with
   * the stylesheet and markup of the revision the page names, made by code with this build's fingerprint.
   */
  readonly serverDrawn?: boolean;
  /** Where the boot's one warning goes (a host no brand claims). Default `console.warn`. */
  readonly warn?: (message: string) => void;
}

/**
 * The boot path of docs/architecture.md: runtime config and the page's own headers in parallel; then
 * only the active brand, applied to the head before anything renders (no flash of the default brand); then
 * only that language's catalog and that brand's screen family.
 */
export async function bootPortal(context: BootContext): Promise<BootResult> {
  const { fetch } = context;
  const [configResult, headers] = await Promise.all([
    loadRuntimeConfig(fetch),
    readPageHeaders(fetch, context.pageUrl, context.document),
  ]);
  if (!configResult.ok) return { ok: false, problem: configResult.problem };
  const { config } = configResult;

  const requestedApplication = headerValue(headers, config.headers.application);
  const tenant = headerValue(headers, config.headers.tenant);
  const pageUrl = new URL(context.pageUrl);
  const slot = screenSlotOf(pageUrl.pathname);
  // The application as the header names it: when no brand has that name the login asks for the default's
  // parameters itself, and this answer goes unused.
  const prefetchedFor = (requestedApplication ?? DEFAULT_BRAND_KEY).toLowerCase();
  // Written into the page by a server that knows the host (the reference API): no call, no wait. Else asked for
  // here, beside the brand.
  const written = slot === "login" ? inlineLoginParameters(context.document, prefetchedFor) : undefined;
  const loginParameters = written
    ? Promise.resolve(written)
    : context.early && slot === "login"
      ? prefetchLoginParameters(context.early, {
          config,
          pageOrigin: pageUrl.origin,
          application: prefetchedFor,
        })
      : undefined;
  let loaded: Awaited<ReturnType<typeof loadBrand>>;
  try {
    // The revision the page was written in, when its server names one (the reference API): one fetch, no
    // candidates, and never a file of another revision.
    loaded = await loadBrand({
      revision: readPageBrandRevision(context.document),
      application: requestedApplication,
      tenant,
      fetch,
    });
  } catch (error) {
    return { ok: false, problem: error instanceof Error ? error.message : String(error) };
  }
  if (loaded.key === DEFAULT_BRAND_KEY && requestedApplication?.toLowerCase() !== DEFAULT_BRAND_KEY) {
    // Once per page: whoever deploys a new host learns why it wears the default brand, and what to change.
    const named = requestedApplication
      ? `${config.headers.application} "${requestedApplication}"${tenant ? ` with ${config.headers.tenant} "${tenant}"` : ""} names no brand folder`
      : `the server sent no ${config.headers.application} header`;
    (context.warn ?? console.warn)(
      `portal: host "${pageUrl.host}": ${named}; showing the default brand "${DEFAULT_BRAND_KEY}" ` +
        "(map the host to an application in the server's host rule, or add the brand folder)",
    );
  }
  // The tab's icon and the bar's colour wait for the login to be drawn (start.tsx): nobody's first need, and
  // fetching and decoding the icon took the page's thread before the form was usable.
  applyBrandHead(
    context.document,
    loaded,
    { application: requestedApplication ?? null, tenant: tenant ?? null },
    {
      browserChrome: false,
      // A revision on the loaded brand means it came from the page's own revision address (loadBrand).
      firstPaintCurrent: context.serverDrawn === true && loaded.revision !== undefined,
    },
  );
  // Before anything renders: the stylesheet's dark rules follow the mark, and the screens' images the choice.
  const colorScheme = pickColorScheme(loaded.brand, pageUrl.search, context.sessionStorage);
  applyColorScheme(context.document, loaded.brand, colorScheme);

  const chosen = storedLanguage(loaded.brand, context.localStorage);
  const language = chosen ?? pickLanguage(loaded.brand, undefined);
  const { application } = parseBrandKey(loaded.key);
  try {
    const [family] = await Promise.all([
      loadFamily(context.families, loaded.brand.family).then(async (family) => {
        // The route's screen and the family's layout start loading as soon as the family names them, beside
        // the catalog, and the first render waits for them: a screen that suspends is held back by React's
        // reveal throttle (300 ms from its fallback). A failed load is the route's error boundary's to show.
        const screen = slot ? resolveScreen(family, slot) : undefined;
        await Promise.all([screen && preloadScreen(screen), preloadFamilyLayout(family)]);
        return family;
      }),
      // Only a brand that rewords the language asks for more: its texts file of that language.
      activateLanguage(language, loaded.brand.texts),
    ]);
    context.document.documentElement.lang = language;
    const parameters =
      loginParameters && application === prefetchedFor ? await soonEnough(loginParameters) : undefined;
    return {
      ok: true,
      config,
      application,
      tenant: callTenant(tenant, loaded.brand),
      brandKey: loaded.key,
      brand: loaded.brand,
      language,
      languageChosen: chosen !== undefined,
      colorScheme,
      family,
      loginParameters: parameters,
    };
  } catch (error) {
    return { ok: false, problem: error instanceof Error ? error.message : String(error) };
  }
}
