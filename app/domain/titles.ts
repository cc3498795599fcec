// Browser titles (docs/SPEC.md 2.4). Every screen's own title is a catalog key (its route's
// handle, or its step's in steps.ts); this puts the page's title together around it.

export interface TitleParts {
  /** The screen's title in the page's language; none on the blank page. */
  title: string | undefined;
  productName: string;
  /** After a refused submit. */
  refused?: boolean;
  /** The customer's name while a representative views as them. Staff words stay English (docs/translation). */
  viewingAs?: string;
  /** How the page's language marks a refused page's title ("Error: …", from the catalog's `forms.titleRefused`). */
  markRefused?: (base: string) => string;
}

/**
 * The browser title. After a refused submit it begins "Error: " (GOV.UK), the first
 * thing a screen reader says of the page drawn again, with or without JavaScript.
 * A representative viewing as a customer is told so in the title too, where the
 * tab and the screen reader's first words show it (decision 0250).
 */
export function documentTitle({
  title,
  productName,
  refused = false,
  viewingAs,
  markRefused = (base) => `Error: ${base}`,
}: TitleParts): string {
  const parts = [title?.trim(), viewingAs ? `Staff view as ${viewingAs}` : null, productName];
  const base = parts.filter(Boolean).join(" - ");
  return refused ? markRefused(base) : base;
}
