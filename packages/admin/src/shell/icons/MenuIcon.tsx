import styled from "styled-components";
import names from "./material-icon-names.json" with { type: "json" };

/** Spec §9: a menu icon's default size. */
export const defaultIconSize = "24px";
/** Where the built-in icons are served, on our own origin (see @gse/admin/vite). */
export const materialIconUrl = (name: string) => `/icons/material/${name}.svg`;

const builtIn = new Set<string>(names);

/** The built-in Material icon names the menus and the icon picker offer (about 400, spec §2). */
export const materialIconNames: readonly string[] = names;

/** An uploaded icon is a path on our own server (the image upload's relativePath), never another origin. */
const isOwnPath = (path: string) => path.startsWith("/") && !path.startsWith("//") && !path.includes("\\");

const Glyph = styled.span<{ $url: string; $size: string }>`
  display: inline-block;
  flex: none;
  width: ${({ $size }) => $size};
  height: ${({ $size }) => $size};
  /* A mask painted with the text colour: the icon takes the brand's colours like text does. */
  background: currentColor;
  mask: url(${({ $url }) => $url}) center / contain no-repeat;
`;

const Picture = styled.img<{ $size: string }>`
  flex: none;
  width: ${({ $size }) => $size};
  height: ${({ $size }) => $size};
  object-fit: contain;
`;

const Blank = styled.span<{ $size: string }>`
  display: inline-block;
  flex: none;
  width: ${({ $size }) => $size};
`;

export interface MenuIconProps {
  readonly name: string | undefined;
  /** An uploaded image (spec §3 isPersonalizedIcon) rather than a built-in name. */
  readonly personalized?: boolean | undefined;
  readonly size?: string | undefined;
}

/**
 * A menu item's icon, decorative (the item's name is its label): a built-in Material icon by name, or an
 * uploaded image by its path on our server. An unknown name keeps the item's alignment and shows nothing.
 */
export function MenuIcon({ name, personalized = false, size }: MenuIconProps) {
  const px = size && /^\d{1,3}px$/.test(size) ? size : defaultIconSize;
  if (name && personalized && isOwnPath(name)) return <Picture src={name} alt="" $size={px} />;
  if (name && !personalized && builtIn.has(name)) {
    return <Glyph aria-hidden="true" data-icon={name} $url={materialIconUrl(name)} $size={px} />;
  }
  return <Blank aria-hidden="true" $size={px} />;
}
