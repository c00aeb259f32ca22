import type { Browser } from "playwright-core";

/** What the menu editor costs on a large tree: frames while dragging, and the icon picker's loading. */
export interface MenuEditorLoad {
  /** Items in the tree the drag ran over. */
  readonly items: number;
  /** Intervals between animation frames (ms) while an item was dragged by mouse across the tree. */
  readonly dragFramesMs: readonly number[];
  /**
   * Pairs of rows that overlapped halfway through the drag (the dragged parent's own row aside): its children
   * should go with it, and the rows below close up without covering one another.
   */
  readonly overlappingRowsWhileDragging: number;
  /** Material icon files and picker scripts fetched before the picker opened (the tree's items have no icon). */
  readonly iconsBeforePicker: number;
  readonly pickerScriptBeforeOpen: boolean;
  /** Material icon files fetched once the picker's tab opened. */
  readonly iconsAfterPicker: number;
}

/** 50 sections of 9 pages and one heading each: 500 items, two levels, as a large suite's side menu might be. */
export function largeTree(sections = 50, pages = 9) {
  const item = (name: string, key: string, children: unknown[] = []) => ({
    name,
    key,
    privilege: ["BENCH"],
    isFunction: true,
    functionName: "home",
    url: "",
    description: "",
    isActivate: true,
    sizeIcon: "24px",
    iconName: "",
    isPersonalizedIcon: false,
    children,
  });
  const pad = (n: number) => String(n).padStart(4, "0");
  return Array.from({ length: sections }, (_, section) =>
    item(
      `Sección ${section + 1}`,
      `bs${pad(section)}xxxx`,
      Array.from({ length: pages }, (_, page) =>
        item(`Página ${section + 1}.${page + 1}`, `bp${pad(section)}${pad(page)}`),
      ),
    ),
  );
}

const json = { "content-type": "application/json" };

/** Stores the large tree as GSE Suite's side menu, through the API as the editor would save it. */
async function storeLargeTree(origin: string, token: string): Promise<number> {
  const auth = { authorization: `Bearer ${token}` };
  const apps = (await (
    await fetch(`${origin}/api/application/getApplicationsForAssignMenu`, { headers: auth })
  ).json()) as {
    result: { id: number; name: string }[];
  };
  const suite = apps.result.find((app) => app.name === "suite");
  if (!suite) throw new Error("menu bench: the seed has no suite application");
  const record = (await (
    await fetch(`${origin}/api/menu/GetMenuByApp`, {
      headers: { ...auth, idapplication: String(suite.id), idmenulocation: "1" },
    })
  ).json()) as { result: { id: number } | null };
  const tree = largeTree();
  const saved = await fetch(`${origin}/api/menu/${record.result ? "Modify" : "Create"}`, {
    method: "POST",
    headers: { ...json, ...auth },
    body: JSON.stringify({
      id: record.result?.id ?? 0,
      idapplication: suite.id,
      idmenulocation: 1,
      numberRows: 0,
      menujson: JSON.stringify(tree),
    }),
  });
  if (!saved.ok)
    throw new Error(`menu bench: saving the large tree answered ${saved.status}: ${await saved.text()}`);
  return tree.reduce((count, section) => count + 1 + section.children.length, 0);
}

/** In the page: rows of the tree (the dragged one aside) whose boxes cover one another by more than a pixel. */
const overlappingRows = `(() => {
  const rows = [...document.querySelectorAll("li[data-key]")]
    .filter((row) => !row.querySelector('[aria-pressed="true"]'))
    .map((row) => row.getBoundingClientRect())
    .sort((a, b) => a.top - b.top);
  let count = 0;
  for (let index = 1; index < rows.length; index++) if (rows[index].top < rows[index - 1].bottom - 1) count++;
  return count;
})()`;

declare global {
  interface Window {
    __frames?: number[];
    __framing?: boolean;
  }
}

/**
 * Stores a 500-item side menu for GSE Suite, opens it in /menuSettings, then at the CPU slowdown given drags an
 * item by mouse from the top of the tree downwards, recording every animation frame's interval; then opens the
 * item modal's icon tab and counts the icon files fetched before and after.
 */
export async function measureMenuEditor(
  browser: Browser,
  origin: string,
  options: {
    readonly cpuThrottling?: number;
    readonly timeoutMs?: number;
    /** Where to write a Chrome trace of the drag (open it in Chrome's performance panel), if anywhere. */
    readonly traceFile?: string | undefined;
  } = {},
): Promise<MenuEditorLoad> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const timeout = options.timeoutMs ?? 60_000;
  const icons = new Set<string>();
  let pickerScript = false;
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(timeout);
    let token = "";
    page.on("request", (request) => {
      const path = new URL(request.url()).pathname;
      // The session's token, as the console sends it: the bench stores the large tree with it.
      const bearer = /^Bearer (.+)$/.exec(request.headers().authorization ?? "")?.[1];
      if (bearer) token = bearer;
      if (path.startsWith("/icons/material/")) icons.add(path);
      if (/\/IconPicker[-.][^/]*\.js$/.test(path)) pickerScript = true;
    });
    await page.goto(`${origin}/login`);
    await page.getByRole("textbox", { name: "Usuario", exact: true }).fill("demo");
    await page.getByRole("textbox", { name: "Contraseña", exact: true }).fill("Demo!2026");
    await page.getByRole("button", { name: "Ingresar" }).click();
    await page.waitForURL(/\/users/);
    await page.getByRole("heading", { name: "Usuarios" }).waitFor();
    if (!token) throw new Error("menu bench: the console sent no Bearer token after demo signed in");
    const items = await storeLargeTree(origin, token);
    await page.goto(`${origin}/menuSettings`);
    await page.getByRole("combobox", { name: "Aplicación" }).selectOption({ label: "GSE Suite" });
    const list = page.getByRole("list", { name: "Ítems del menú" });
    const handles = list.getByRole("button", { name: /^Mover / });
    // Only the rows in view are drawn; each says how many items the whole tree holds.
    await list.locator(`li[aria-setsize="${items}"]`).first().waitFor();
    await page.waitForLoadState("networkidle");
    const iconsBeforePicker = icons.size;
    const pickerScriptBeforeOpen = pickerScript;

    if ((options.cpuThrottling ?? 1) > 1) {
      const cdp = await context.newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: options.cpuThrottling ?? 1 });
    }
    // The first section, a parent of nine: its children go with it, the case where rows used to overlap.
    const handle = handles.nth(0);
    const box = await handle.boundingBox();
    if (!box) throw new Error("menu bench: the first item's drag handle is not on screen");
    // As text: tsx would wrap a named function in a helper the page does not have.
    await page.evaluate(`(() => {
      window.__frames = [];
      window.__framing = true;
      let last = performance.now();
      requestAnimationFrame(function tick(now) {
        window.__frames.push(now - last);
        last = now;
        if (window.__framing) requestAnimationFrame(tick);
      });
    })()`);
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    if (options.traceFile) {
      await browser.startTracing(page, {
        path: options.traceFile,
        screenshots: false,
        categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "v8.execute", "blink"],
      });
    }
    await page.mouse.move(x, y);
    await page.mouse.down();
    // 60 moves of 8 px down and a little right: past a dozen items, changing level on the way.
    let overlappingRowsWhileDragging = 0;
    for (let step = 1; step <= 60; step++) {
      await page.mouse.move(x + step * 0.6, y + step * 8);
      if (step === 30) overlappingRowsWhileDragging = await page.evaluate(overlappingRows);
    }
    await page.mouse.up();
    if (options.traceFile) await browser.stopTracing();
    const dragFramesMs = await page.evaluate(() => {
      window.__framing = false;
      return (window.__frames ?? []).slice(1);
    });

    await page.getByRole("button", { name: "Crear ítem" }).click();
    await page.getByRole("dialog", { name: "Nuevo ítem" }).getByRole("tab", { name: "Icono" }).click();
    await page.getByRole("searchbox", { name: "Buscar icono" }).waitFor();
    await page.waitForLoadState("networkidle");
    return {
      items,
      dragFramesMs,
      overlappingRowsWhileDragging,
      iconsBeforePicker,
      pickerScriptBeforeOpen,
      iconsAfterPicker: icons.size - iconsBeforePicker,
    };
  } finally {
    await context.close();
  }
}
