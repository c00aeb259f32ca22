export { type CipherKeys, decryptText, encryptPassword, encryptText } from "./cipher/password-cipher.ts";
export {
  type DecodeLinkOptions,
  decodeSetPasswordLink,
  INVALID_LINK_MESSAGE,
  type InvalidLinkReason,
  LINK_PROCESSING_ERROR_MESSAGE,
  type SetPasswordLink,
  type SetPasswordLinkResult,
} from "./cipher/set-password-link.ts";
export { isLanguage, LANGUAGES, type Language, SOURCE_LANGUAGE } from "./i18n/languages.ts";
