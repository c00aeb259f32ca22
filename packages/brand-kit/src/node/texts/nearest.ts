/** The edit distance of two texts (insertions, deletions and substitutions), compared without case. */
export function editDistance(a: string, b: string): number {
  const [left, right] = [a.toLowerCase(), b.toLowerCase()];
  let previous = Array.from({ length: right.length + 1 }, (_, index) => index);
  for (let i = 1; i <= left.length; i++) {
    const current = [i];
    for (let j = 1; j <= right.length; j++) {
      const substitution = (previous[j - 1] ?? 0) + (left[i - 1] === right[j - 1] ? 0 : 1);
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution);
    }
    previous = current;
  }
  return previous[right.length] ?? 0;
}

/** The `count` candidates closest to `wanted`, closest first (ties in the candidates' order). */
export function nearest(wanted: string, candidates: readonly string[], count: number): string[] {
  return candidates
    .map((candidate, index) => ({ candidate, index, distance: editDistance(wanted, candidate) }))
    .sort((a, b) => a.distance - b.distance || a.index - b.index)
    .slice(0, count)
    .map(({ candidate }) => candidate);
}
