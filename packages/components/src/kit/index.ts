/**
 * The screen kit every screen family builds its screens and page from, @gse/components/kit (docs/screen-families.md):
 * - layouts: `ScreenLayout` (a screen's page, drawn in its family's layout), `CardLayout` (common's) and
 *   `ThemedLayout` (the brand panel on the brand's `layout.panelSide`);
 * - the login form (`LoginForm`, `ArrivalMessage`, `LoginOutcome`, `FederatedSignIn`, the themed `LoginView`),
 *   the reset-email form and views, the sent-email parts, the alert card, the OTP steps and the message and
 *   invalid-link views;
 * - fields (`TextField`, `PasswordField`, `Checklist`, `Captcha`), buttons and links, dialogs
 *   (`Dialog`, `NoticeDialog`), notices (`Notice`, `LiveRegion`, `Paragraph`, `Actions`), countdowns
 *   (`Countdown`, the countdown views) and `useGo` / `useRedirect` to move the page.
 * Families import the kit, never one another's folders (families/family-imports.test.ts); inside this package they
 * import each kit module by its path, so a page's chunks take only what its screens draw.
 */
export { NoticeDialog } from "../page/NoticeDialog.tsx";
export { Button, type ButtonProps, type ButtonVariant } from "../primitives/Button.tsx";
export {
  Captcha,
  type CaptchaComponent,
  type CaptchaProps,
  CaptchaProvider,
  useCaptchaComponent,
} from "../primitives/Captcha.tsx";
export { Card } from "../primitives/Card.tsx";
export { Checklist, type ChecklistItem, type ChecklistProps } from "../primitives/Checklist.tsx";
export { Countdown, type CountdownProps } from "../primitives/Countdown.tsx";
export { Dialog, type DialogProps } from "../primitives/Dialog.tsx";
export { LanguageSelector, type LanguageSelectorProps } from "../primitives/LanguageSelector.tsx";
export { Link, type LinkProps } from "../primitives/Link.tsx";
export { PasswordField, type PasswordFieldProps } from "../primitives/PasswordField.tsx";
export { Spinner, type SpinnerProps } from "../primitives/Spinner.tsx";
export { focusRing, touchTarget, visuallyHidden } from "../primitives/styles.ts";
export { TextField, type TextFieldProps } from "../primitives/TextField.tsx";
export { useModalDialog } from "../primitives/use-modal-dialog.ts";
export { AlertCard, type AlertCardProps } from "./AlertCard.tsx";
export { AppVersion } from "./AppVersion.tsx";
export { default as CardLayout } from "./CardLayout.tsx";
export { CheckEmailAgainView, PasswordCreatedView } from "./CountdownViews.tsx";
export { FederatedSignIn, type FederatedSignInProps } from "./federated/FederatedSignIn.tsx";
export { default as InfoView } from "./InfoView.tsx";
export { InvalidLinkView } from "./InvalidLinkView.tsx";
export { ArrivalMessage, LoginForm } from "./LoginForm.tsx";
export { LoginOutcome, type LoginOutcomeProps } from "./LoginOutcome.tsx";
export { default as LogoutView } from "./LogoutView.tsx";
export { MessageScreen } from "./MessageScreen.tsx";
export { Actions, LiveRegion, Notice, Paragraph, stack } from "./Notice.tsx";
export { ResetEmailForm, type ResetEmailFormProps } from "./ResetEmailForm.tsx";
export { ScreenLayout, type ScreenLayoutProps } from "./ScreenLayout.tsx";
export { ResendAfterCountdown, SentToParagraph } from "./SentEmail.tsx";
export { LoginView } from "./themed/LoginView.tsx";
export { ResetPasswordView } from "./themed/ResetPasswordView.tsx";
export { default as ThemedLayout } from "./themed/ThemedLayout.tsx";
export { useGo, useRedirect } from "./use-go.ts";
