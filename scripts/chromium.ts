/**
 * Debian's Chromium, never a downloaded one: this machine and CI cannot fetch browser builds.
 * CHROMIUM_PATH points elsewhere on another machine. The flags keep a headless run off the network.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const chromiumArgs = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
  "--disable-sync",
];
