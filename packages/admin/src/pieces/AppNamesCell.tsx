import { focusRing, touchTarget } from "@gse/components";
import { useLingui } from "@gse/sdk";
import { useId, useState } from "react";
import styled from "styled-components";
import { summariseAppNames } from "./app-names.ts";

export interface AppNamesCellProps {
  /** Every application name of the record (use `splitSharedApps` for a comma-separated `sharedApps`). */
  readonly names: readonly string[];
}

const Wrap = styled.span`
  position: relative;
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px;
`;

const More = styled.button`
  ${touchTarget}
  padding: 0 8px;
  /* The row's own colours, whose contrast the brand check holds (a table's rows are striped). */
  border: 2px solid currentColor;
  border-radius: 6px;
  background: transparent;
  color: inherit;
  font: inherit;
  font-weight: 700;
  cursor: help;
  ${focusRing}
`;

const Tip = styled.span<{ $open: boolean }>`
  position: absolute;
  z-index: 10;
  top: 100%;
  left: 0;
  display: ${({ $open }) => ($open ? "block" : "none")};
  width: max-content;
  max-width: min(280px, 80vw);
  margin-top: 4px;
  padding: 8px 12px;
  border: 1px solid ${({ theme }) => theme.popup.border};
  border-radius: 6px;
  background: ${({ theme }) => theme.popup.background};
  color: ${({ theme }) => theme.popup.text};
  box-shadow: 0 2px 8px rgb(0 0 0 / 0.25);
  white-space: normal;
`;

/**
 * The applications column (spec §2): the first two names; with more, a '+N' button whose tooltip lists them
 * all, shown on hover and on keyboard focus, dismissed with Escape (WCAG 1.4.13), and read as its description.
 */
export function AppNamesCell({ names }: AppNamesCellProps) {
  const { _ } = useLingui();
  const tipId = useId();
  const [open, setOpen] = useState(false);
  const { shown, more } = summariseAppNames(names);
  const all = names.map((name) => name.trim()).filter((name) => name !== "");
  return (
    <Wrap onMouseEnter={() => setOpen(true)} onMouseLeave={() => setOpen(false)}>
      <span>{shown.join(", ")}</span>
      {more > 0 && (
        <>
          <More
            type="button"
            aria-label={_("{count} aplicaciones más", { count: more })}
            aria-describedby={tipId}
            onFocus={() => setOpen(true)}
            onBlur={() => setOpen(false)}
            onClick={(event) => {
              // Inside a row that opens its record: this button only shows the list.
              event.stopPropagation();
              setOpen(true);
            }}
            onKeyDown={(event) => {
              if (event.key === "Escape" && open) {
                event.stopPropagation();
                setOpen(false);
              }
            }}
          >
            +{more}
          </More>
          <Tip id={tipId} role="tooltip" $open={open}>
            {all.join(", ")}
          </Tip>
        </>
      )}
    </Wrap>
  );
}
