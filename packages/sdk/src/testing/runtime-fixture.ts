import type { RuntimeConfig } from "../config/runtime-config.ts";
import { createSignInRuntime, type SignInEnvironment, type SignInRuntime } from "../runtime.ts";
import { createFakeApi, type FakeApi, type FakeRoute } from "./fake-api.ts";
import { MemoryStorage } from "./memory-storage.ts";

/** The reference deployment's runtime config (the team's shared test vector key and IV). */
export const referenceConfig: RuntimeConfig = {
  services: { authentication: "", security: "", application: "" },
  hubUrl: "/api/connections/session",
  headers: { application: "x-application", tenant: "x-tenant" },
  cipher: { key: "UXn3oJ5WIK7HWmzUbpIeI9p0S6j4iGYG2i8xfijlc3Y=", iv: "52IrZ0Zhb3OVWQfd7mhb3Q==" },
  captchaSiteKey: "reference-captcha",
  captchaProvider: "test",
  supportContact: "soporte@gse.example.test",
  federatedProvider: { name: "GSE ID" },
  redirectAllowlist: [],
};

export interface RuntimeFixture {
  readonly runtime: SignInRuntime;
  readonly api: FakeApi;
  /** Every in-app navigation and page exit, in order. */
  readonly moves: Array<
    | { readonly to: string; readonly state?: unknown; readonly replace?: true }
    | { readonly left: string; readonly newTab: boolean }
  >;
  readonly reloads: { count: number };
  /** Tabs opened empty inside a click (`openTab`), and how many of them were closed again unused. */
  readonly tabs: { opened: number; closed: number };
  /** The session storage of each tab opened empty, in order (same-origin tabs the page can write). */
  readonly tabStorages: MemoryStorage[];
}

/** A runtime on an in-memory API and storage: for flow tests and stories, with no network. */
export function createRuntimeFixture(
  routes: readonly FakeRoute[] = [],
  overrides: Partial<SignInEnvironment> = {},
): RuntimeFixture {
  const api = createFakeApi(routes);
  const moves: RuntimeFixture["moves"] = [];
  const reloads = { count: 0 };
  const tabs = { opened: 0, closed: 0 };
  const tabStorages: MemoryStorage[] = [];
  let path = "/login";
  const runtime = createSignInRuntime({
    config: referenceConfig,
    application: "payroll",
    tenant: undefined,
    tenantLanguage: undefined,
    pageOrigin: "http://payroll.localhost:5173",
    fetch: api.fetch,
    sessionStorage: new MemoryStorage(),
    navigate: (to, state, options) => {
      path = to;
      moves.push({
        to,
        ...(state !== undefined && { state }),
        ...(options?.replace && { replace: true as const }),
      });
    },
    leave: (url, options) => moves.push({ left: url, newTab: options?.newTab ?? false }),
    openTab: () => {
      tabs.opened += 1;
      const storage = new MemoryStorage();
      tabStorages.push(storage);
      return {
        sessionStorage: () => storage,
        go: (url) => moves.push({ left: url, newTab: true }),
        close: () => {
          tabs.closed += 1;
        },
      };
    },
    reload: () => {
      reloads.count += 1;
    },
    currentPath: () => path,
    currentSearch: () => "",
    ...overrides,
  });
  return { runtime, api, moves, reloads, tabs, tabStorages };
}
