/**
 * Form entries as one nested value, read from their names the way conform writes
 * them: `income[0].amount` is `{ income: [{ amount }] }`; a name given twice
 * (checkboxes) holds a list.
 */
export function nestFormEntries(entries: ReadonlyArray<readonly [string, string]>): Record<string, unknown> {
  const value: Record<string, unknown> = {};
  for (const [name, entry] of entries) {
    const segments = name.match(/[^.[\]]+/g) ?? [];
    let at: Record<string, unknown> = value;
    segments.forEach((segment, index) => {
      if (index === segments.length - 1) {
        const previous = at[segment];
        at[segment] = previous === undefined ? entry : ([] as unknown[]).concat(previous, entry);
        return;
      }
      at[segment] ??= /^\d+$/.test(segments[index + 1]) ? [] : {};
      at = at[segment] as Record<string, unknown>;
    });
  }
  return value;
}
