import type { CaptchaBrowserApi, CaptchaRenderParams } from "@gse/sdk/captcha";

/** How long a story waits for the captcha's checkbox: it arrives with a lazy chunk, over a second in loaded CI. */
export const captchaWait = { timeout: 15_000 } as const;

/** A drawn stand-in widget, for tests that expire or inspect it. */
export interface StandInWidget {
  readonly params: CaptchaRenderParams;
  readonly element: HTMLElement;
  token: string;
}

export interface CaptchaStandIn extends CaptchaBrowserApi {
  readonly widgets: Map<number, StandInWidget>;
  /** Every reset, by widget id: tests hold that a spent token resets the widget. */
  readonly resets: number[];
  /** As the provider does when a token outlives its lifetime. */
  expire(id: number): void;
}

/**
 * A local stand-in of a captcha provider's browser API (render, reset, remove), installed as the global a
 * provider's script would define (`gseTestCaptcha`, `grecaptcha`, `hcaptcha`, `turnstile`). Stories draw the
 * test provider through it (Storybook has no API to issue tokens) and the adapter tests drive each provider's
 * adapter against it. Its tokens are `stand-in.<n>`: no server accepts them.
 */
export function installCaptchaStandIn(global = "gseTestCaptcha"): CaptchaStandIn {
  const widgets = new Map<number, StandInWidget>();
  const resets: number[] = [];
  let nextId = 1;
  let issued = 0;
  const uncheck = (widget: StandInWidget) => {
    widget.token = "";
    const box = widget.element.querySelector("input");
    if (box) box.checked = false;
  };
  const standIn: CaptchaStandIn = {
    widgets,
    resets,
    render(element, params) {
      const id = nextId++;
      const label = document.createElement("label");
      const box = document.createElement("input");
      box.type = "checkbox";
      label.append(box, " No soy un robot");
      const note = document.createElement("small");
      note.textContent = "Captcha de prueba";
      element.replaceChildren(label, note);
      const widget: StandInWidget = { params, element, token: "" };
      box.addEventListener("change", () => {
        if (box.checked) {
          issued += 1;
          widget.token = `stand-in.${issued}`;
          params.callback(widget.token);
        } else {
          uncheck(widget);
          params["expired-callback"]();
        }
      });
      widgets.set(id, widget);
      return id;
    },
    reset(id) {
      const widget = widgets.get(Number(id));
      if (!widget) return;
      resets.push(Number(id));
      uncheck(widget);
    },
    remove(id) {
      widgets.get(Number(id))?.element.replaceChildren();
      widgets.delete(Number(id));
    },
    expire(id) {
      const widget = widgets.get(id);
      if (!widget) return;
      uncheck(widget);
      widget.params["expired-callback"]();
    },
  };
  (window as unknown as Record<string, unknown>)[global] = standIn;
  return standIn;
}
