import { useLingui } from "@gse/sdk";
import styled, { keyframes } from "styled-components";
import { visuallyHidden } from "./styles.ts";

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const Ring = styled.span<{ $size: number; $colour: string | undefined }>`
  display: inline-block;
  flex: none;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border: ${({ $size }) => Math.max(2, Math.round($size / 8))}px solid
    ${({ theme, $colour }) => $colour ?? theme.loading.colour};
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;

  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s;
  }
`;

/** Text for screen readers only: the spinner's label, a disabled button's reason. */
export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;

export interface SpinnerProps {
  readonly size?: number;
  /** Inside a busy button the button says it is busy: the ring is then only decoration. */
  readonly decorative?: boolean;
  /** A CSS colour; the brand's loading colour by default. */
  readonly colour?: string;
  /** What is loading, for screen readers; 'Cargando' by default. */
  readonly label?: string;
}

/** The brand's loading indicator: a status that says 'Cargando' to screen readers. */
export function Spinner({ size = 32, decorative = false, colour, label }: SpinnerProps) {
  const { _ } = useLingui();
  if (decorative) return <Ring aria-hidden="true" $size={size} $colour={colour} />;
  return (
    <span role="status">
      <Ring aria-hidden="true" $size={size} $colour={colour} />
      <VisuallyHidden>{label ?? _("Cargando")}</VisuallyHidden>
    </span>
  );
}
