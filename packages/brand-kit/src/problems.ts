import type * as v from "valibot";

/** One thing wrong with one brand: the file, the JSON path inside it and "expected ..., got ...". */
export interface BrandProblem {
  readonly file: string;
  readonly path: string;
  readonly message: string;
}

/** `brands/payroll/brand.json: palette.primary.main: expected a colour like #1a2b3c, got "red; }"` */
export function formatProblem(problem: BrandProblem): string {
  return `${problem.file}: ${problem.path}: ${problem.message}`;
}

/** The JSON path of a value, `$` for the document itself: `fonts.body.faces[0].file`. */
export function jsonPath(keys: readonly (string | number)[]): string {
  if (keys.length === 0) return "$";
  return keys
    .map((key, index) => (typeof key === "number" ? `[${key}]` : index === 0 ? key : `.${key}`))
    .join("");
}

/** Turns valibot issues into problems of `file`, one per issue. */
export function issuesToProblems(file: string, issues: readonly v.BaseIssue<unknown>[]): BrandProblem[] {
  return issues.map((issue) => ({
    file,
    path: jsonPath((issue.path ?? []).map((item) => item.key as string | number)),
    message: issue.message,
  }));
}
