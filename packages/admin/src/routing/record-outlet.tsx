import {
  type AnyRouter,
  type NotFoundRouteProps,
  Outlet,
  useChildMatches,
  useRouter,
} from "@tanstack/react-router";
import { createContext, type ReactElement, useContext, useEffect, useMemo, useRef } from "react";
import type { AlertKind } from "../pieces/AlertDialog.tsx";
import type { MissingRecordData } from "./record-params.ts";

declare module "@tanstack/history" {
  interface HistoryState {
    /** The entry before this one is the list the record was opened from: closing the record goes back to it. */
    readonly recordFromList?: boolean;
  }
}

/** The state of a record's history entry pushed from its list (see `closeRecord`). */
export const openedFromList = { recordFromList: true } as const;

/**
 * What the list says once its record closed: a 'confirmation' (the self-closing notice of a created user), an
 * alert (a record that cannot be edited), or that the address named no record (in the list's own words).
 */
export type ClosingNotice =
  | { readonly kind: "confirmation"; readonly message: string }
  | { readonly kind: AlertKind; readonly message: string }
  | { readonly kind: "missing"; readonly record: string };

export interface RecordOutletValue {
  /** Closes the record, the list saying `notice` if given. */
  readonly close: (notice?: ClosingNotice) => void;
}

const RecordOutletContext = createContext<RecordOutletValue | undefined>(undefined);

/** How the open record closes: from a route beneath a list route, which renders it in a `RecordOutlet`. */
export function useRecordOutlet(): RecordOutletValue {
  const value = useContext(RecordOutletContext);
  if (!value)
    throw new Error("useRecordOutlet: rendered outside a list's <RecordOutlet>; render the record there");
  return value;
}

/** A record of the list is open: its record route matched beneath the list's. */
export function useRecordOpen(): boolean {
  return useChildMatches({ select: (matches) => matches.length > 0 });
}

/**
 * Closes the open record: back to the list entry it was opened from, so Back does not open it again; or, opened
 * by a reload or a shared link, the list in its place, with the list's own page, size, sort and search.
 */
export function closeRecord(router: AnyRouter, list: string): void {
  if (router.history.location.state.recordFromList) {
    router.history.back();
    return;
  }
  const { tab: _tab, ...listSearch } = router.state.location.search as Record<string, unknown>;
  void router.navigate({ to: list, search: listSearch, replace: true });
}

export interface RecordOutletProps {
  /** The list's path, where the record closes to. */
  readonly list: string;
  /** The list's notice after the record closed. */
  readonly onClosed: (notice: ClosingNotice) => void;
}

/** The open record in its list's place: the list route renders it while one of its records is open. */
export function RecordOutlet({ list, onClosed }: RecordOutletProps): ReactElement {
  const router = useRouter();
  const told = useRef(onClosed);
  told.current = onClosed;
  const value = useMemo(
    (): RecordOutletValue => ({
      close: (notice) => {
        if (notice) told.current(notice);
        closeRecord(router, list);
      },
    }),
    [router, list],
  );
  return (
    <RecordOutletContext.Provider value={value}>
      <Outlet />
    </RecordOutletContext.Provider>
  );
}

/** Closes the record as this renders, the list saying `notice`: a record the address opens but cannot show. */
export function ClosedRecord({ notice }: { readonly notice: ClosingNotice }): null {
  const { close } = useRecordOutlet();
  const closed = useRef(false);
  useEffect(() => {
    if (closed.current) return;
    closed.current = true;
    close(notice);
  }, [close, notice]);
  return null;
}

/**
 * A record that is not there (an address that names none, or a key the server does not know): the record
 * closes and the list says so.
 */
export function MissingRecord({ record }: { readonly record: string }): ReactElement {
  return <ClosedRecord notice={{ kind: "missing", record }} />;
}

/** A record route's 'not found': its address's segment did not parse (`recordKey`). */
export function UnreadableRecord({ data }: NotFoundRouteProps): ReactElement {
  const segment = (data as Partial<MissingRecordData> | undefined)?.record;
  return <MissingRecord record={segment ?? ""} />;
}
