/**
 * The lines of `after` that are not in `before`, in order: what a longest-common-subsequence diff
 * marks as added, so a line moved elsewhere counts as changed and an unchanged one never does.
 * The lines `before` had and `after` dropped are `changedLines(after, before)`: a save that
 * changes one line in place adds one and drops one.
 */
export function changedLines(before: string, after: string): string[] {
  const [a, b] = [before.split("\n"), after.split("\n")];
  // lcs[i][j]: the length of the longest common subsequence of a[i..] and b[j..].
  const lcs: number[][] = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      lcs[i]![j] = a[i] === b[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
  const added: string[] = [];
  let [i, j] = [0, 0];
  while (j < b.length) {
    if (i < a.length && a[i] === b[j]) [i, j] = [i + 1, j + 1];
    else if (i < a.length && lcs[i + 1]![j]! >= lcs[i]![j + 1]!) i++;
    else added.push(b[j++]!);
  }
  return added;
}
