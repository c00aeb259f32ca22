import type { Brand } from "@gse/brand-kit";
import type { ComponentType, ReactNode } from "react";

/** The screen slots of a family, following the routes of spec §2 plus the screens every family shares. */
export const screenSlots = [
  "login",
  "resetPassword",
  "resetPasswordCertificate",
  "changePassword",
  "checkEmail",
  "resetOtp",
  /** /resetotp opened from an emailed link (`?data=<token>`): the OTP-reset confirmation, on every family. */
  "otpConfirmation",
  "alert",
  "invalidLink",
  "availableApps",
  "resendEmail",
  "selectAccounts",
  "absent",
  "logoutCredential",
  "oidcCallback",
  /** The reset/activation info screens, one component choosing by `InfoMessageType`. */
  "info",
  "splash",
  "logout",
  "error",
  "sessionEnded",
  "inactivity",
  /** An address no route has: a branded 'page not found' with a way to /Login or the console. */
  "notFound",
] as const;

export type ScreenSlot = (typeof screenSlots)[number];

/** The info screens of spec §2, chosen by a message type in navigation state. */
export const infoMessageTypes = [
  "CHECK_EMAIL",
  "INVALID_LINK",
  "ALERT",
  "PASSWORD_UPDATED",
  "ACTIVATION_EXPIRED",
  "CHECK_EMAIL_AGAIN",
  "PASSWORD_CREATED",
] as const;

export type InfoMessageType = (typeof infoMessageTypes)[number];

/** What every screen receives. Behaviour comes from the SDK's flows; looks come from the brand theme. */
export interface ScreenProps {
  /** The active brand, parsed: its images, behaviour (purchase link, captcha mode, ...) and texts. */
  readonly brand: Brand;
  /** The brand's key (`payroll`, `selfservice_co`, ...). */
  readonly brandKey: string;
  /**
   * Raw navigation state: each screen parses it with its slot's schema (`readNavigationState`), so a
   * hand-edited or stale history entry reads as empty rather than crashing the screen.
   */
  readonly navigationState?: unknown;
}

export type Screen = ComponentType<ScreenProps>;

/** A screen loaded on demand, so a family costs nothing until one of its routes is visited. */
export type LazyScreen = () => Promise<{ readonly default: Screen }>;

/** The screens whose own image (brand `images.screens`) a layout shows above the title. */
export type Illustration = "resetPassword" | "changePassword" | "alert" | "checkEmail";

/** What a screen hands its family's layout: the page's heading, picture, content and foot. */
export interface LayoutProps {
  readonly brand: Brand;
  /** The screen's heading (h1), already translated. */
  readonly title: string;
  readonly illustration?: Illustration;
  /** Under the content: the version, a language selector. */
  readonly footer?: ReactNode;
  readonly children: ReactNode;
}

/** The page a family draws every screen in, its own and the ones it inherits. */
export type Layout = ComponentType<LayoutProps>;

/** A layout loaded on demand, with the family's first screen. */
export type LazyLayout = () => Promise<{ readonly default: Layout }>;

/**
 * The parts of a screen a family may replace, by name, with the props the kit draws each with: a family that
 * changes one piece of a screen gives that part, not a copy of the whole screen.
 */
export interface PartProps {
  /** Above the login form: the message the login was reached with (back from /logout, ...). */
  readonly loginHeader: { readonly navigationState: unknown };
  /** In a screen's foot: the application's version, once the server has said it. */
  readonly appVersion: { readonly version: string };
}

export type PartSlot = keyof PartProps;

/** A family's replacements for parts of its screens, each typed by its slot's props. */
export type Parts = { readonly [Slot in PartSlot]?: ComponentType<PartProps[Slot]> };

export interface ScreenFamily {
  readonly name: string;
  /** Screens this family does not define come from this one (certificate uses common's alert and resend). */
  readonly extends?: ScreenFamily;
  /**
   * The page every screen of the family is drawn in, inherited screens included (themed draws common's
   * resend screen beside its brand panel); left out, the nearest family it extends decides.
   */
  readonly layout?: LazyLayout;
  readonly screens: Partial<Record<ScreenSlot, LazyScreen>>;
  /**
   * Parts of screens drawn the family's way, its own screens and inherited ones alike; a part left out is the
   * nearest extended family's, else the kit's. Small components, in the family's module (no chunk of their own).
   */
  readonly parts?: Parts;
}

/** Declares a family; typed so a misspelt slot is a compile error. */
export function defineFamily(family: ScreenFamily): ScreenFamily {
  return family;
}

/** The screen for a slot, from the family or the nearest family it extends; undefined sends the user to /Login. */
export function resolveScreen(family: ScreenFamily, slot: ScreenSlot): LazyScreen | undefined {
  for (let current: ScreenFamily | undefined = family; current; current = current.extends) {
    const screen = current.screens[slot];
    if (screen) return screen;
  }
  return undefined;
}

/** The family's layout, else the nearest one up its `extends` chain; undefined when none declares one. */
export function resolveLayout(family: ScreenFamily): LazyLayout | undefined {
  for (let current: ScreenFamily | undefined = family; current; current = current.extends) {
    if (current.layout) return current.layout;
  }
  return undefined;
}

/** The family's parts: its own over those of the families it extends, the nearest first. */
export function resolveParts(family: ScreenFamily): Parts {
  let parts: Parts = {};
  for (let current: ScreenFamily | undefined = family; current; current = current.extends) {
    parts = { ...current.parts, ...parts };
  }
  return parts;
}

/** Families by name, each loaded only when a brand names it. */
export type FamilyRegistry = Readonly<Record<string, () => Promise<ScreenFamily>>>;

/** Loads the family a brand names; an unknown name is a configuration error that names the known ones. */
export async function loadFamily(registry: FamilyRegistry, name: string): Promise<ScreenFamily> {
  const load = registry[name];
  if (!load) {
    throw new Error(
      `screen family "${name}": not registered; known families are ${Object.keys(registry).join(", ")}`,
    );
  }
  return load();
}
