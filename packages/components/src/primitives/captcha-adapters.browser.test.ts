import { captchaProviderNames, captchaProviders } from "@gse/contract";
import { forgetCaptchaApis, mountCaptcha } from "@gse/sdk/captcha";
import { afterEach, describe, expect, it, vi } from "vitest";
import { installCaptchaStandIn } from "../testing/captcha-stand-in.ts";

afterEach(() => {
  forgetCaptchaApis();
  for (const name of captchaProviderNames)
    delete (window as unknown as Record<string, unknown>)[captchaProviders[name].global];
});

/** A script loader that, like the provider's script, defines the stand-in global and calls the onload callback. */
function standInScript(global: string) {
  const loaded: string[] = [];
  let standIn: ReturnType<typeof installCaptchaStandIn> | undefined;
  const load = async (src: string) => {
    loaded.push(src);
    standIn = installCaptchaStandIn(global);
    const onload = new URL(src, location.href).searchParams.get("onload");
    if (onload) (window as unknown as Record<string, () => void>)[onload]?.();
  };
  return {
    load,
    loaded,
    get standIn() {
      return standIn;
    },
  };
}

describe.each(captchaProviderNames)("the %s adapter", (provider) => {
  const info = captchaProviders[provider];

  it("loads the provider's script once, on demand, and renders with the site key and callbacks", async () => {
    const script = standInScript(info.global);
    const onToken = vi.fn();
    const onExpire = vi.fn();
    const first = document.createElement("div");
    const second = document.createElement("div");
    document.body.append(first, second);
    await mountCaptcha(
      first,
      { provider, siteKey: "site-1", language: "es", onToken, onExpire },
      script.load,
    );
    await mountCaptcha(
      second,
      { provider, siteKey: "site-1", language: "es", onToken, onExpire },
      script.load,
    );
    expect(script.loaded).toHaveLength(1);
    expect(script.loaded[0]).toBe(
      info.script(new URL(script.loaded[0] ?? "", location.href).searchParams.get("onload") ?? "", "es"),
    );
    const widget = script.standIn?.widgets.get(1);
    expect(widget?.params.sitekey).toBe("site-1");
    expect(widget?.params).toMatchObject(info.renderExtras("es"));
    first.querySelector("input")?.click();
    expect(onToken).toHaveBeenCalledWith("stand-in.1");
    script.standIn?.expire(1);
    expect(onExpire).toHaveBeenCalledOnce();
    first.remove();
    second.remove();
  });

  it("resets its own widget, and removes it with the form", async () => {
    const script = standInScript(info.global);
    const element = document.createElement("div");
    document.body.append(element);
    const handle = await mountCaptcha(
      element,
      { provider, siteKey: "k", language: "en", onToken: vi.fn(), onExpire: vi.fn() },
      script.load,
    );
    element.querySelector("input")?.click();
    handle.reset();
    expect(script.standIn?.resets).toEqual([1]);
    expect(element.querySelector("input")?.checked).toBe(false);
    handle.remove();
    expect(element.childElementCount).toBe(0);
    element.remove();
  });
});

describe("loading a provider", () => {
  it("fails with the script's address when it does not load, and tries again next time", async () => {
    const element = document.createElement("div");
    const options = {
      provider: "hcaptcha",
      siteKey: "k",
      language: "es",
      onToken: vi.fn(),
      onExpire: vi.fn(),
    } as const;
    await expect(mountCaptcha(element, options, () => Promise.reject(new Error("blocked")))).rejects.toThrow(
      "blocked",
    );
    const script = standInScript("hcaptcha");
    await mountCaptcha(element, options, script.load);
    expect(script.loaded).toHaveLength(1);
  });
});
