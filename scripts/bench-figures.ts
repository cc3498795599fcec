/** How the bench's figures are summarised and said while it runs. */

export function percentile(sorted: number[], p: number): number {
  const i = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, i)];
}

export const kb = (value: number) => +value.toFixed(1);

/** Where the bench is, on stderr: a whole run takes minutes. */
export function progress(what: string): void {
  process.stderr.write(`[bench] ${what}\n`);
}

/** The middle value, rounded to a millisecond. */
export function median(values: number[]): number {
  return Math.round(
    percentile(
      [...values].sort((a, b) => a - b),
      50,
    ),
  );
}
