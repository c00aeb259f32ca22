export { familyRegistry } from "./families/registry.ts";
export { MaintenanceOverlay, type MaintenanceOverlayProps } from "./page/MaintenanceOverlay.tsx";
export { NoticeDialog } from "./page/NoticeDialog.tsx";
export { Button, type ButtonProps, type ButtonVariant } from "./primitives/Button.tsx";
export {
  Captcha,
  type CaptchaComponent,
  type CaptchaProps,
  CaptchaProvider,
  useCaptchaComponent,
} from "./primitives/Captcha.tsx";
export { Card } from "./primitives/Card.tsx";
export { Checklist, type ChecklistItem, type ChecklistProps } from "./primitives/Checklist.tsx";
export { Countdown, type CountdownProps } from "./primitives/Countdown.tsx";
export { Dialog, type DialogProps } from "./primitives/Dialog.tsx";
export { LanguageSelector, type LanguageSelectorProps } from "./primitives/LanguageSelector.tsx";
export { Link, type LinkProps } from "./primitives/Link.tsx";
export { PasswordField, type PasswordFieldProps } from "./primitives/PasswordField.tsx";
export { Spinner, type SpinnerProps } from "./primitives/Spinner.tsx";
export { focusRing, touchTarget, visuallyHidden } from "./primitives/styles.ts";
export { TextField, type TextFieldProps } from "./primitives/TextField.tsx";
