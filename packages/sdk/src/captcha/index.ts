// The captcha adapters: a lazy entry (`@gse/sdk/captcha`), loaded by the captcha widget only on a page that asks
// for a captcha, never with the login's first script.
export {
  type CaptchaBrowserApi,
  type CaptchaHandle,
  type CaptchaRenderParams,
  forgetCaptchaApis,
  loadCaptchaApi,
  type MountCaptchaOptions,
  mountCaptcha,
} from "./mount-captcha.ts";
