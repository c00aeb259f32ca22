/**
 * The public entry of @gse/components: the four screen families (`shippedFamilies`), the common family to extend,
 * and the kit a screen family
 * written outside this package builds its screens and layout from (docs/screen-families.md):
 * - layouts: `ScreenLayout` (a screen's page, drawn in its family's layout), `CardLayout` (common's) and
 *   `ThemedLayout` (the brand panel on the brand's `layout.panelSide`);
 * - the login form (`LoginForm`, `ArrivalMessage`, `LoginOutcome`, `FederatedSignIn`), the reset-email form
 *   and the sent-email parts, the alert card and the message and invalid-link views;
 * - fields (`TextField`, `PasswordField`, `Checklist`, `Captcha`), buttons and links, dialogs
 *   (`Dialog`, `NoticeDialog`), notices (`Notice`, `LiveRegion`, `Paragraph`, `Actions`), countdowns
 *   (`Countdown`, the countdown views) and `useGo` / `useRedirect` to move the page.
 */
export { FederatedSignIn, type FederatedSignInProps } from "./families/certificate/parts/FederatedSignIn.tsx";
export { commonFamily } from "./families/common/common-family.ts";
export { AlertCard, type AlertCardProps } from "./families/common/parts/AlertCard.tsx";
export { AppVersion } from "./families/common/parts/AppVersion.tsx";
export { default as CardLayout } from "./families/common/parts/CardLayout.tsx";
export { CheckEmailAgainView, PasswordCreatedView } from "./families/common/parts/CountdownViews.tsx";
export { InvalidLinkView } from "./families/common/parts/InvalidLinkView.tsx";
export { ArrivalMessage, LoginForm } from "./families/common/parts/LoginForm.tsx";
export { LoginOutcome, type LoginOutcomeProps } from "./families/common/parts/LoginOutcome.tsx";
export { MessageScreen } from "./families/common/parts/MessageScreen.tsx";
export { Actions, LiveRegion, Notice, Paragraph, stack } from "./families/common/parts/Notice.tsx";
export { ResetEmailForm, type ResetEmailFormProps } from "./families/common/parts/ResetEmailForm.tsx";
export { ScreenLayout, type ScreenLayoutProps } from "./families/common/parts/ScreenLayout.tsx";
export { ResendAfterCountdown, SentToParagraph } from "./families/common/parts/SentEmail.tsx";
export { useGo, useRedirect } from "./families/common/parts/use-go.ts";
export { type FamilyLoaders, type FamilyName, shippedFamilies } from "./families/registry.ts";
export { default as ThemedLayout } from "./families/themed/parts/ThemedLayout.tsx";
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
export { useModalDialog } from "./primitives/use-modal-dialog.ts";
