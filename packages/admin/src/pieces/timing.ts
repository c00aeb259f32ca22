// The console's timings (administration spec §2, §4 and §9), named once so pieces, stories and tests agree.

/** A confirmation dialog without buttons (a bare notice) closes itself after this long. */
export const SELF_CLOSING_DIALOG_MS = 1500;

/** A record form's success message closes after this long. */
export const SUCCESS_MESSAGE_MS = 1500;

/** An update without changes shows the loading indicator this long before 'No hay cambios para guardar'. */
export const NO_CHANGES_INDICATOR_MS = 500;
