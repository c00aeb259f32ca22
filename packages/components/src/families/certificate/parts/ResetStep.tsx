import { type useCertificateResetFlow, useLingui } from "@gse/sdk";
import { type RefObject, useEffect, useRef } from "react";
import styled from "styled-components";
import { LiveRegion, Notice } from "../../../kit/Notice.tsx";

/** What every step of forgot-password-by-certificate receives: the headless flow. */
export interface ResetStepProps {
  readonly flow: ReturnType<typeof useCertificateResetFlow>;
  /** Whether the step takes focus when it appears: yes after a move, not on the page's first render. */
  readonly takeFocus: boolean;
}

/**
 * Focus on the step's first control (or its message) when the step appears after a move, so keyboard and
 * screen-reader users land on what changed instead of staying on a button that is gone.
 */
export function useStepFocus<T extends HTMLElement>(takeFocus: boolean): RefObject<T | null> {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (takeFocus) ref.current?.focus();
  }, [takeFocus]);
  return ref;
}

/** A step's message that takes focus itself (tabindex -1): no ring for a focus the user did not move. */
export const FocusText = styled.p`
  margin: 0;

  &:focus:not(:focus-visible) {
    outline: none;
  }
`;

/** The server's text about the last call on this step (a wrong code, an address not found), announced. */
export function ServerMessage({ message }: { readonly message: string | undefined }) {
  const { _ } = useLingui();
  return (
    <LiveRegion>
      {message && (
        <Notice $tone="error">
          <p>{_(message)}</p>
        </Notice>
      )}
    </LiveRegion>
  );
}
