import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { installCaptchaStandIn } from "../testing/captcha-stand-in.ts";
import { getScreenMock } from "../testing/get-screen-mock.tsx";
import { Captcha, type CaptchaProps, CaptchaProvider, useCaptchaComponent } from "./Captcha.tsx";

describe("Captcha (the configured provider's widget)", () => {
  it("draws the provider's widget, passes its tokens on, and resets it once the flow spent the token", async () => {
    const standIn = installCaptchaStandIn();
    const mock = getScreenMock({ slot: "login" });
    await mock.ready();
    const onSolve = vi.fn();
    const onExpire = vi.fn();
    const props = { provider: "test", siteKey: "reference-captcha", onSolve, onExpire } as const;
    const { rerender } = render(mock.wrap(<Captcha {...props} solved={false} />));
    const box = await screen.findByRole("checkbox", { name: "No soy un robot" });
    expect(standIn.widgets.get(1)?.params.sitekey).toBe("reference-captcha");
    await userEvent.click(box);
    expect(onSolve).toHaveBeenCalledWith("stand-in.1");
    rerender(mock.wrap(<Captcha {...props} solved />));
    expect(standIn.resets).toEqual([]);
    // The login answered: the token is spent, the widget asks to be solved again.
    rerender(mock.wrap(<Captcha {...props} solved={false} />));
    expect(standIn.resets).toEqual([1]);
    expect((box as HTMLInputElement).checked).toBe(false);
    // The provider expires a token: the flow hears of it.
    await userEvent.click(box);
    act(() => standIn.expire(1));
    expect(onExpire).toHaveBeenCalledOnce();
  });

  it("says so when the provider's script cannot load, instead of an empty box", async () => {
    delete (window as unknown as Record<string, unknown>).grecaptcha;
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const mock = getScreenMock({ slot: "login" });
    await mock.ready();
    render(
      mock.wrap(
        <Captcha provider="recaptcha-v2" siteKey="k" solved={false} onSolve={vi.fn()} onExpire={vi.fn()} />,
      ),
    );
    // jsdom loads no scripts: the element's error event is what a blocked or unreachable provider gives.
    const script = await waitFor(() => {
      const found = document.head.querySelector<HTMLScriptElement>('script[src*="google.com/recaptcha"]');
      if (!found) throw new Error("no reCAPTCHA script yet");
      return found;
    });
    act(() => {
      script.dispatchEvent(new Event("error"));
    });
    expect((await screen.findByRole("alert")).textContent).toBe(
      "No se pudo cargar el captcha. Recarga la página.",
    );
    expect(errors).toHaveBeenCalled();
  });
});

const Plugged = ({ siteKey }: CaptchaProps) => <p>widget {siteKey}</p>;

function Probe() {
  const Widget = useCaptchaComponent();
  return <Widget provider="test" siteKey="site" solved={false} onSolve={() => {}} onExpire={() => {}} />;
}

describe("CaptchaProvider", () => {
  it("lets a deployment plug its own widget behind the same props", () => {
    render(
      <CaptchaProvider captcha={Plugged}>
        <Probe />
      </CaptchaProvider>,
    );
    expect(screen.getByText("widget site")).toBeTruthy();
  });
});
