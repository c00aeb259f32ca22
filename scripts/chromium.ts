/**
 * Debian's Chromium, never a downloaded one: this machine and CI cannot fetch browser builds.
 * CHROMIUM_PATH points elsewhere on another machine. The flags keep a headless run off the network.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * The features Playwright itself disables (playwright-core's chromiumSwitches). Chromium keeps only the last
 * `--disable-features` of its command line, so ours must repeat them or it would switch them back on;
 * `chromium.test.ts` fails when a Playwright upgrade adds one that this list lacks.
 */
export const playwrightDisabledFeatures = [
  "AvoidUnnecessaryBeforeUnloadCheckSync",
  "DestroyProfileOnBrowserClose",
  "HttpsUpgrades",
  "HttpsFirstBalancedModeAutoEnable",
  "LensOverlay",
  "MediaRouter",
  "PaintHolding",
  "ThirdPartyStoragePartitioning",
  "AvoidCorsURLLoaderRestartOnRedirect",
  "TcpPortRandomizationWin",
  "OptimizationHints",
  "NetworkTimeServiceQuerying",
  "AimEnabled",
  "PreconnectToSearch",
  "msForceBrowserSignIn",
  "msEdgeUpdateLaunchServicesPreferredVersion",
] as const;

/**
 * The address bar's suggestion popup, drawn as a web page of its own: headless Chromium still loads it in a
 * renderer for every new window, that is for every browser context a test opens, at 0.6 to 1.6 s of CPU each
 * against about 10 ms for a blank page. No test has an address bar to type into.
 */
export const omniboxPopupFeatures = ["WebUIOmniboxPopup", "WebUIOmniboxAimPopup"] as const;

export const chromiumArgs = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
  "--disable-sync",
  `--disable-features=${[...playwrightDisabledFeatures, ...omniboxPopupFeatures].join(",")}`,
];
