import { useState } from "react";
import { newRecord } from "./record-params.ts";

/**
 * The record a record route's screen shows. Once a creation form saves, its address becomes the new record's
 * (`/roles/new` is replaced by `/roles/57`, so a reload or a shared link opens it) and the screen that created
 * it stays, with its message and its tab; any other change of address opens that record afresh.
 */
export function useOpenedRecord<TId extends string | number>(key: TId | typeof newRecord) {
  const [created, setCreated] = useState<TId>();
  const shown = created !== undefined && key === created ? newRecord : key;
  return {
    /** What the screen opens: `new` for the record it created itself. */
    shown,
    /** The screen's React key: another record is another screen. */
    screenKey: String(shown),
    /** The screen created `id`: the address is about to name it. */
    created: setCreated,
  };
}
