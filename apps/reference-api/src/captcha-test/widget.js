// The reference API's test captcha provider (served at /api/captcha-test/api.js): the browser API of reCAPTCHA v2,
// hCaptcha and Turnstile (render, reset, remove, getResponse) under window.gseTestCaptcha, drawn as a checkbox
// that says it is a test captcha. Ticking it asks this API for a signed, expiring, single-use token; it stops no
// robot and is for development and tests. Styles are set through the CSSOM: the page's CSP allows no inline
// style attributes.
(() => {
  const source = new URL(document.currentScript.src);
  const texts = {
    es: {
      label: "No soy un robot",
      note: "Captcha de prueba",
      failed: "No se pudo obtener el token de prueba.",
    },
    en: { label: "I'm not a robot", note: "Test captcha", failed: "The test token could not be obtained." },
    pt: {
      label: "Não sou um robô",
      note: "Captcha de teste",
      failed: "Não foi possível obter o token de teste.",
    },
  };
  const text = texts[(source.searchParams.get("hl") || "es").slice(0, 2)] || texts.es;
  const tokenUrl = new URL("token", source).pathname;
  const widgets = new Map();
  let nextId = 1;

  const clear = (widget) => {
    clearTimeout(widget.timer);
    widget.token = "";
    widget.input.checked = false;
  };

  // Checked means solved: the box stays clear (and busy) until this API has issued the token.
  const solve = async (widget) => {
    if (widget.pending) return;
    widget.pending = true;
    widget.input.checked = false;
    widget.input.setAttribute("aria-busy", "true");
    widget.status.textContent = "";
    try {
      const response = await fetch(tokenUrl, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ siteKey: widget.params.sitekey }),
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const { token, expiresInSeconds } = await response.json();
      widget.token = token;
      widget.input.checked = true;
      widget.timer = setTimeout(() => {
        clear(widget);
        widget.params["expired-callback"]?.();
      }, expiresInSeconds * 1000);
      widget.params.callback?.(token);
    } catch {
      clear(widget);
      widget.status.textContent = text.failed;
      widget.params["error-callback"]?.();
    } finally {
      widget.pending = false;
      widget.input.removeAttribute("aria-busy");
    }
  };

  const render = (element, params) => {
    const id = nextId++;
    const box = document.createElement("label");
    Object.assign(box.style, {
      display: "flex",
      alignItems: "center",
      gap: "12px",
      minHeight: "44px",
      padding: "8px 12px",
      border: "2px solid currentColor",
      borderRadius: "6px",
      cursor: "pointer",
    });
    const input = document.createElement("input");
    input.type = "checkbox";
    Object.assign(input.style, { width: "24px", height: "24px", margin: "0" });
    const words = document.createElement("span");
    words.textContent = text.label;
    const note = document.createElement("small");
    note.textContent = text.note;
    note.style.fontSize = "0.75rem";
    const status = document.createElement("span");
    status.setAttribute("role", "status");
    box.append(input, words);
    element.replaceChildren(box, note, status);
    const widget = { params, input, status, token: "", timer: 0, pending: false };
    input.addEventListener("change", () => {
      if (input.checked || widget.pending) solve(widget);
      else {
        clear(widget);
        params["expired-callback"]?.();
      }
    });
    widgets.set(id, widget);
    return id;
  };

  const first = () => widgets.keys().next().value;
  window.gseTestCaptcha = {
    render,
    reset: (id = first()) => {
      const widget = widgets.get(id);
      if (widget) clear(widget);
    },
    remove: (id) => {
      const widget = widgets.get(id);
      if (!widget) return;
      clear(widget);
      widget.input.closest("label")?.parentElement?.replaceChildren();
      widgets.delete(id);
    },
    getResponse: (id = first()) => widgets.get(id)?.token ?? "",
  };
  const onload = source.searchParams.get("onload");
  if (onload && typeof window[onload] === "function") window[onload]();
})();
