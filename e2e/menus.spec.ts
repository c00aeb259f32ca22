import { expect, type Locator, type Page } from "@playwright/test";
import { signIn, test } from "./fixtures.ts";

// The menu editors at /menuSettings, as an administrator uses them and as a user then meets the menu.

/** A 1×1 PNG. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

async function addItem(page: Page, name: string, privilege: string, functionName: string) {
  await page.getByRole("button", { name: "Crear ítem" }).click();
  const modal = page.getByRole("dialog", { name: "Nuevo ítem" });
  await modal.getByRole("textbox", { name: /Nombre/ }).fill(name);
  await modal.getByRole("checkbox", { name: privilege }).check();
  await modal.getByRole("combobox", { name: "Función" }).selectOption(functionName);
  await modal.getByRole("button", { name: "Aceptar" }).click();
  await expect(modal).toBeHidden();
}

const rowOf = (page: Page, name: string): Locator =>
  page
    .getByRole("listitem")
    .filter({ has: page.getByRole("button", { name: `Mover ${name}`, exact: true }) });

test("an administrator builds a side menu by keyboard drag and drop, and a user sees only what their privileges cover", async ({
  page,
  freshPortal: portal,
}) => {
  test.setTimeout(180_000);
  await page.goto(portal.url(undefined, "/login"));
  await signIn(page, "demo");
  await expect(page.getByRole("heading", { name: "Usuarios" })).toBeVisible();
  await page.goto(portal.url(undefined, "/menuSettings"));
  await expect(page.getByRole("heading", { name: "Ajustes de menú" })).toBeVisible();
  const save = page.getByRole("button", { name: "Guardar menú" });
  await expect(save).toBeDisabled();
  await page.getByRole("combobox", { name: "Aplicación" }).selectOption({ label: "Nómina" });
  await expect(page.getByRole("list", { name: "Ítems del menú" })).toBeVisible();

  // Three items, then the last one taken by keyboard: up one place, one level in, under Uno.
  await addItem(page, "Uno", "NOMINA_CONSULTAR", "home");
  await addItem(page, "Tres", "NOMINA_LIQUIDAR", "users");
  await addItem(page, "Dos", "NOMINA_CONSULTAR", "roles");
  await expect(save).toBeEnabled();

  // Tres gets an icon of its own, uploaded from the picker (spec §9: the modal is 503 px wide).
  await page.getByRole("button", { name: "Editar Tres", exact: true }).click();
  const editing = page.getByRole("dialog", { name: "Editar ítem" });
  expect((await editing.boundingBox())?.width).toBe(503);
  await editing.getByRole("tab", { name: "Icono" }).click();
  await editing
    .getByLabel("Subir icono")
    .setInputFiles({ name: "tres.png", mimeType: "image/png", buffer: PNG });
  await expect(editing.getByRole("progressbar")).toBeVisible();
  const ownIcon = editing.locator('button[title^="/api/menu/images/upload-"]');
  await expect(ownIcon).toHaveAttribute("aria-pressed", "true");
  await editing.getByRole("button", { name: "Cargar" }).click();
  await editing.getByRole("button", { name: "Aceptar" }).click();
  await expect(editing).toBeHidden();
  await expect(rowOf(page, "Tres").locator("img")).toHaveAttribute("src", /^\/api\/menu\/images\/upload-/);
  const handle = page.getByRole("button", { name: "Mover Dos", exact: true });
  await handle.focus();
  await page.keyboard.press("Space");
  // dnd-kit listens for the moving keys from the tick after the drag starts.
  await expect(handle).toHaveAttribute("aria-pressed", "true");
  // Each step is spoken; an arrow that comes before dnd-kit has measured the items (a person is slower) moves
  // nothing and is pressed again.
  const spoken = page.locator("[id^=DndLiveRegion]");
  const total = await page
    .getByRole("list", { name: "Ítems del menú" })
    .getByRole("button", { name: /^Mover / })
    .count();
  await expect(async () => {
    await page.keyboard.press("ArrowUp");
    await expect(spoken).toHaveText(
      `Dos: posición ${total - 1} de ${total}, nivel 1, en el primer nivel del menú.`,
      {
        timeout: 1000,
      },
    );
  }).toPass();
  await expect(async () => {
    await page.keyboard.press("ArrowRight");
    await expect(spoken).toHaveText(`Dos: posición ${total - 1} de ${total}, nivel 2, dentro de Uno.`, {
      timeout: 1000,
    });
  }).toPass();
  await page.keyboard.press("Space");
  await expect(spoken).toHaveText(`Soltaste Dos: posición ${total - 1} de ${total}, nivel 2, dentro de Uno.`);
  await expect(rowOf(page, "Dos")).toHaveAttribute("data-depth", "1");
  const handles = page.getByRole("list", { name: "Ítems del menú" }).getByRole("button", { name: /^Mover / });
  const names = await handles.evaluateAll((buttons) =>
    buttons.map((button) => button.getAttribute("aria-label")),
  );
  expect(names.slice(-3)).toEqual(["Mover Uno", "Mover Dos", "Mover Tres"]);
  await save.click();
  await expect(page.getByText("¡Menú modificado exitosamente!")).toBeVisible();
  await expect(save).toBeDisabled();

  // A parent switched off dims its child at once; leaving the tab and taking 'No guardar' reverts it.
  await page.getByRole("switch", { name: "Uno activo" }).click();
  await expect(rowOf(page, "Dos")).toHaveCSS("opacity", "0.5");
  await expect(page.getByRole("switch", { name: "Dos activo" })).toBeDisabled();
  await page.getByRole("tab", { name: "Menú superior" }).click();
  await expect(page.getByRole("dialog")).toContainText(
    "Debes dar clic en el botón Guardar Menú para aplicar los cambios",
  );
  await page.getByRole("dialog").getByRole("button", { name: "No guardar" }).click();
  await expect(page.getByRole("tab", { name: "Menú superior" })).toHaveAttribute("aria-selected", "true");
  await page.getByRole("tab", { name: "Menú lateral" }).click();
  await expect(page.getByRole("switch", { name: "Uno activo" })).toHaveAttribute("aria-checked", "true");
  await expect(rowOf(page, "Dos")).toHaveCSS("opacity", "1");

  // noprivileges.demo holds NOMINA_CONSULTAR only: Uno and its child Dos, never Tres.
  await page.goto(portal.url("payroll", "/logout"));
  await expect(page.getByRole("button", { name: "Ingresar" })).toBeVisible();
  await page.goto(portal.url("payroll", "/login"));
  await signIn(page, "noprivileges.demo");
  // Its landing page, /users, is refused (403): the notice shows over the drawer.
  await expect(page.getByRole("dialog")).toContainText("no tiene los privilegios suficientes", {
    timeout: 15_000,
  });
  const side = page.getByRole("navigation", { name: "Menú lateral" });
  await expect(side.getByRole("button", { name: "Uno", includeHidden: true })).toBeAttached({
    timeout: 15_000,
  });
  await expect(side.getByRole("link", { name: "Dos", includeHidden: true })).toBeAttached();
  await expect(side.getByText("Tres", { exact: true })).toHaveCount(0);
});

test("an administrator swaps two tiles and uploads a light and a dark PNG logo; a 3 MB PNG and a .jpg are refused", async ({
  page,
  freshPortal: portal,
}) => {
  test.setTimeout(120_000);
  await page.goto(portal.url(undefined, "/login"));
  await signIn(page, "demo");
  await expect(page.getByRole("heading", { name: "Usuarios" })).toBeVisible();
  await page.goto(portal.url(undefined, "/menuSettings"));
  await page.getByRole("tab", { name: "Menú suite aplicaciones" }).click();
  await page.getByRole("combobox", { name: "Aplicación" }).selectOption({ label: "GSE Suite" });
  const grid = page.getByRole("list", { name: "Mosaicos de aplicaciones" });
  await expect(grid.locator("li").first()).toBeVisible();
  const keys = async () => grid.locator("li").evaluateAll((tiles) => tiles.map((tile) => tile.dataset.key));
  const before = await keys();
  expect(before.length).toBeGreaterThan(1);

  // The first tile taken by keyboard and dropped on its neighbour: the two swap places.
  const tileHandle = grid
    .locator("li")
    .first()
    .getByRole("button", { name: /^Mover / });
  await tileHandle.focus();
  await page.keyboard.press("Space");
  await expect(tileHandle).toHaveAttribute("aria-pressed", "true");
  // The first arrow may come before dnd-kit has measured the tiles (a person is slower): then it moves nothing.
  await expect(async () => {
    await page.keyboard.press("ArrowRight");
    await expect(page.locator("[id^=DndLiveRegion]")).toHaveText(/ sobre (?!GSE Suite\.)/, { timeout: 1000 });
  }).toPass();
  await page.keyboard.press("Space");
  await expect.poll(keys).toEqual([before[1], before[0], ...before.slice(2)]);

  // The first tile's logos: a 3 MB PNG and a .jpg are refused before anything is sent, two PNGs go up.
  await grid
    .locator("li")
    .first()
    .getByRole("button", { name: /^Editar / })
    .click();
  const modal = page.getByRole("dialog", { name: "Editar mosaico" });
  const light = modal.getByLabel(/^Logo claro/);
  await light.setInputFiles({
    name: "grande.png",
    mimeType: "image/png",
    buffer: Buffer.alloc(3 * 1024 * 1024),
  });
  await expect(modal.getByText("El tamaño del archivo supera el máximo permitido (2MB).")).toBeVisible();
  await light.setInputFiles({ name: "logo.jpg", mimeType: "image/jpeg", buffer: PNG });
  await expect(modal.getByText("Debe cargar un archivo valido (.png).")).toBeVisible();
  await light.setInputFiles({ name: "claro.png", mimeType: "image/png", buffer: PNG });
  await expect(modal.getByRole("progressbar")).toBeVisible();
  await expect(modal.getByRole("img", { name: "Logo claro" })).toHaveAttribute(
    "src",
    /^\/api\/menu\/images\/upload-/,
  );
  await modal.getByLabel(/^Logo oscuro/).setInputFiles({
    name: "oscuro.png",
    mimeType: "image/png",
    buffer: Buffer.concat([PNG, Buffer.from([0])]),
  });
  await expect(modal.getByRole("img", { name: "Logo oscuro" })).toHaveAttribute(
    "src",
    /^\/api\/menu\/images\/upload-/,
  );
  await modal.getByRole("button", { name: "Aceptar" }).click();
  await expect(modal).toBeHidden();
  await page.getByRole("button", { name: "Guardar menú" }).click();
  await expect(page.getByText("¡Menú modificado exitosamente!")).toBeVisible();

  // Saved: the swap and the new logos come back from the server.
  await page.reload();
  await page.getByRole("tab", { name: "Menú suite aplicaciones" }).click();
  await page.getByRole("combobox", { name: "Aplicación" }).selectOption({ label: "GSE Suite" });
  await expect.poll(keys).toEqual([before[1], before[0], ...before.slice(2)]);
  const logo = grid.locator("li").first().locator("img");
  await expect(logo).toHaveAttribute("src", /^\/api\/menu\/images\/upload-/);
  await expect(logo).toHaveJSProperty("complete", true);
  expect(await logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
});
