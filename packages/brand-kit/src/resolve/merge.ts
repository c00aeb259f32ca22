type Json = unknown;

const isPlainObject = (value: Json): value is Record<string, Json> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * A child brand over its parent: objects merge key by key, anything else (a colour, a list of font faces,
 * `null`) replaces what the parent had.
 */
export function mergeBrand(parent: Json, child: Json): Json {
  if (!isPlainObject(parent) || !isPlainObject(child)) return child === undefined ? parent : child;
  const merged: Record<string, Json> = { ...parent };
  for (const [key, value] of Object.entries(child)) merged[key] = mergeBrand(parent[key], value);
  return merged;
}
