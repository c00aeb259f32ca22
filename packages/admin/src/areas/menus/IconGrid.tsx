import { focusRing } from "@gse/components";
import { type Range, useVirtualizer } from "@tanstack/react-virtual";
import { type KeyboardEvent, useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import styled from "styled-components";
import { defaultIconSize, MenuIcon } from "../../shell/icons/MenuIcon.tsx";
import {
  ICON_CELL_MIN_PX,
  ICON_GAP_PX,
  ICON_OVERSCAN,
  ICON_ROW_ESTIMATE_PX,
  iconColumns,
  iconRowsToDraw,
  movedFocus,
  WHOLE_GRID_MAX,
} from "./icon-grid-window.ts";
import { iconLabel } from "./icon-names.ts";

/** An icon the picker offers: a built-in name, or an uploaded icon's address on our server. */
export interface IconChoice {
  readonly iconName: string;
  readonly isPersonalizedIcon: boolean;
}

const Box = styled.div`
  max-height: 320px;
  margin: 12px 0;
  overflow-y: auto;
`;

/** A search's few icons, drawn whole: the cells as many to a row as fit. */
const Whole = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${ICON_CELL_MIN_PX}px, 1fr));
  gap: ${ICON_GAP_PX}px;
`;

/** The whole list, drawn by rows: only those in and near the box are in the document. */
const Rows = styled.div`
  position: relative;
  width: 100%;
`;

const Row = styled.div<{ $columns: number }>`
  position: absolute;
  top: 0;
  left: 0;
  width: 100%;
  display: grid;
  grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  gap: ${ICON_GAP_PX}px;
`;

const Choice = styled.button<{ $chosen: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 4px;
  min-width: 0;
  min-height: 64px;
  padding: 6px 2px;
  border: 2px solid ${({ theme, $chosen }) => ($chosen ? theme.roles.accent : "transparent")};
  border-radius: 6px;
  background: transparent;
  color: ${({ theme }) => theme.roles.text};
  font: inherit;
  font-size: 0.8125rem;
  cursor: pointer;
  ${focusRing}
`;

const same = (a: IconChoice, b: IconChoice) =>
  a.iconName === b.iconName && a.isPersonalizedIcon === b.isPersonalizedIcon;

export interface IconGridProps {
  /** The group's name for assistive technology. */
  readonly label: string;
  readonly icons: readonly IconChoice[];
  readonly chosen: IconChoice;
  readonly onChoose: (icon: IconChoice) => void;
}

/**
 * The icons as a grid of buttons in a scrolling box, one tab stop: the arrows, Home and End move the focus among
 * them (scrolling the box), Enter or Space chooses. A search's few icons are drawn whole; the whole list draws
 * only the rows in and near the box, so opening the tab renders and loads a few dozen icons instead of 400.
 */
export function IconGrid({ label, icons, chosen, onChoose }: IconGridProps) {
  const box = useRef<HTMLDivElement>(null);
  // Undefined until the box is measured; one column meanwhile.
  const [measured, setMeasured] = useState<number | undefined>(undefined);
  const columns = measured ?? 1;
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => setMeasured(iconColumns(element.clientWidth));
    measure();
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const chosenIndex = icons.findIndex((icon) => same(icon, chosen));
  // The grid's one tab stop: the icon the arrows last reached, else the chosen one, else the first.
  const [focusIndex, setFocusIndex] = useState<number | undefined>(undefined);
  const stop = focusIndex !== undefined && focusIndex < icons.length ? focusIndex : Math.max(0, chosenIndex);
  const pendingFocus = useRef<number | undefined>(undefined);

  const whole = icons.length <= WHOLE_GRID_MAX;
  const stopRow = Math.floor(stop / columns);
  const rangeExtractor = useCallback((range: Range) => iconRowsToDraw(range, stopRow), [stopRow]);
  const rows = useVirtualizer({
    enabled: !whole,
    count: Math.ceil(icons.length / columns),
    getScrollElement: () => box.current,
    estimateSize: () => ICON_ROW_ESTIMATE_PX,
    gap: ICON_GAP_PX,
    overscan: ICON_OVERSCAN,
    rangeExtractor,
  });
  // Opened on the item's icon: its row in the middle of the box, once the columns are known.
  const shown = useRef(false);
  useLayoutEffect(() => {
    if (whole || shown.current || measured === undefined || chosenIndex < 0) return;
    shown.current = true;
    rows.scrollToIndex(Math.floor(chosenIndex / measured), { align: "center" });
  }, [whole, measured, chosenIndex, rows]);

  // A focus moved by the keyboard lands once its row is drawn.
  useEffect(() => {
    const index = pendingFocus.current;
    if (index === undefined) return;
    const button = box.current?.querySelector<HTMLButtonElement>(`[data-icon-index="${index}"]`);
    if (!button) return;
    pendingFocus.current = undefined;
    button.focus();
  });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = movedFocus(event.key, stop, icons.length, columns);
    if (target === undefined) return;
    event.preventDefault();
    setFocusIndex(target);
    pendingFocus.current = target;
    if (!whole) rows.scrollToIndex(Math.floor(target / columns));
  };

  const cell = (icon: IconChoice, index: number) => {
    const isChosen = same(icon, chosen);
    return (
      <Choice
        key={`${icon.isPersonalizedIcon}-${icon.iconName}`}
        type="button"
        $chosen={isChosen}
        aria-pressed={isChosen}
        title={icon.iconName}
        tabIndex={index === stop ? 0 : -1}
        data-icon-index={index}
        onFocus={() => setFocusIndex(index)}
        onClick={() => onChoose(icon)}
      >
        <MenuIcon name={icon.iconName} personalized={icon.isPersonalizedIcon} size={defaultIconSize} />
        <span>{iconLabel(icon.iconName)}</span>
      </Choice>
    );
  };

  return (
    <Box ref={box}>
      {whole ? (
        <Whole role="group" aria-label={label} onKeyDown={onKeyDown}>
          {icons.map(cell)}
        </Whole>
      ) : (
        <Rows role="group" aria-label={label} style={{ height: rows.getTotalSize() }} onKeyDown={onKeyDown}>
          {rows.getVirtualItems().map((row) => (
            <Row
              key={row.key}
              $columns={columns}
              data-index={row.index}
              ref={rows.measureElement}
              style={{ transform: `translateY(${row.start}px)` }}
            >
              {icons
                .slice(row.index * columns, (row.index + 1) * columns)
                .map((icon, column) => cell(icon, row.index * columns + column))}
            </Row>
          ))}
        </Rows>
      )}
    </Box>
  );
}
