import { type ReactNode, useEffect, useRef } from "react";
import styled from "styled-components";

const Panel = styled.div`
  position: absolute;
  top: 60px;
  right: 12px;
  z-index: 11;
  box-sizing: border-box;
  width: min(360px, calc(100vw - 24px));
  max-height: calc(100vh - 80px);
  overflow-y: auto;
  padding: 8px 0;
  background: ${({ theme }) => theme.popup.background};
  color: ${({ theme }) => theme.popup.text};
  border: 1px solid ${({ theme }) => theme.popup.border};
  border-radius: 8px;
  box-shadow: 0 8px 24px rgb(0 0 0 / 0.18);
`;

/**
 * The top bar's disclosure panels (suite tiles, user menu): Escape or a click outside closes them and gives
 * the focus back to the button that opened them.
 */
export function Popover({
  id,
  label,
  onClose,
  children,
}: {
  readonly id: string;
  readonly label: string;
  readonly onClose: () => void;
  readonly children: ReactNode;
}) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const opener = document.querySelector<HTMLElement>(`[aria-controls="${id}"]`);
    const close = () => {
      onClose();
      opener?.focus();
    };
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && close();
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panel.current?.contains(target) && !opener?.contains(target)) onClose();
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [id, onClose]);
  return (
    <Panel ref={panel} id={id} role="region" aria-label={label}>
      {children}
    </Panel>
  );
}
