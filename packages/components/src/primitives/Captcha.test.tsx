import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { getScreenMock } from "../testing/get-screen-mock.tsx";
import { Captcha, type CaptchaProps, CaptchaProvider, useCaptchaComponent } from "./Captcha.tsx";

describe("Captcha (reference)", () => {
  it("yields a fresh token for the site key when ticked, and expires it when unticked", async () => {
    const mock = getScreenMock({ slot: "login" });
    await mock.ready();
    const onSolve = vi.fn();
    const onExpire = vi.fn();
    render(mock.wrap(<Captcha siteKey="reference-captcha" onSolve={onSolve} onExpire={onExpire} />));
    const box = screen.getByRole("checkbox", { name: "No soy un robot" });
    await userEvent.click(box);
    await userEvent.click(box);
    await userEvent.click(box);
    const [first, second] = onSolve.mock.calls.map(([token]) => token as string);
    expect(first).toMatch(/^reference-captcha\.[0-9a-f]{32}$/);
    expect(second).not.toBe(first);
    expect(onExpire).toHaveBeenCalledOnce();
  });
});

const Plugged = ({ siteKey }: CaptchaProps) => <p>widget {siteKey}</p>;

function Probe() {
  const Widget = useCaptchaComponent();
  return <Widget siteKey="site" onSolve={() => {}} onExpire={() => {}} />;
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
