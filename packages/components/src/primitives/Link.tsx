import { useLingui } from "@gse/sdk";
import type { AnchorHTMLAttributes, MouseEvent, Ref } from "react";
import styled, { css } from "styled-components";
import { focusRing, visuallyHidden } from "./styles.ts";

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  readonly href: string;
  /** In-app navigation (the router's); a plain click calls it instead of loading the page. */
  readonly onNavigate?: (href: string) => void;
  /** Opens in a new tab, and says so to screen readers. */
  readonly external?: boolean;
  /** `action`: a 44 px touch target on its own line (Recordar contraseña); `inline`: inside a sentence. */
  readonly variant?: "action" | "inline";
  readonly ref?: Ref<HTMLAnchorElement>;
}

const StyledLink = styled.a<{ $variant: "action" | "inline" }>`
  color: ${({ theme }) => theme.link.text};
  font-weight: 700;
  text-decoration: underline;
  text-underline-offset: 3px;
  border-radius: 2px;
  overflow-wrap: anywhere;
  ${({ $variant }) =>
    $variant === "action" &&
    css`
      display: inline-flex;
      align-items: center;
      min-height: 44px;
    `}
  ${focusRing}

  &:hover {
    text-decoration-thickness: 2px;
  }
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;

const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** A router-agnostic link: a real `<a href>` (so open-in-new-tab works) that hands plain clicks to `onNavigate`. */
export function Link({
  href,
  onNavigate,
  external = false,
  variant = "action",
  onClick,
  children,
  ...rest
}: LinkProps) {
  const { _ } = useLingui();
  return (
    <StyledLink
      {...rest}
      href={href}
      $variant={variant}
      {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || external || !onNavigate || !isPlainClick(event)) return;
        event.preventDefault();
        onNavigate(href);
      }}
    >
      {children}
      {external && <Hidden> ({_("Se abre en una pestaña nueva")})</Hidden>}
    </StyledLink>
  );
}
