/** Structural equality of plain form data (strings, numbers, booleans, arrays, objects), as a form holds it. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  if (keysA.length !== keysB.length) return false;
  return keysA.every(
    (key) =>
      Object.hasOwn(b, key) &&
      sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}

/** The fields among `fields` whose value differs from the record's: a tab is dirty when there is one. */
export function changedFields<Values extends object>(
  original: Values,
  current: Values,
  fields: readonly (keyof Values)[],
): (keyof Values)[] {
  return fields.filter((field) => !sameValue(original[field], current[field]));
}
