// Browser titles (SPEC 2.4) and the titles of the screens outside the application
// steps (SPEC 2.1), keyed by route name; step titles live in steps.ts. The screens
// translated so far take theirs from the catalog instead (app/i18n/catalogs/,
// decision 0220); each moves there when its screen is translated.

/**
 * The browser title. After a refused submit it begins "Error: " (GOV.UK), the first
 * thing a screen reader says of the page drawn again, with or without JavaScript.
 * A representative viewing as a customer is told so in the title too, where the
 * tab and the screen reader's first words show it (issue 24).
 */
export function documentTitle(
  title: string | undefined,
  productName: string,
  refused = false,
  viewingAs?: string,
  /** How the page's language marks a refused page's title ("Error: …", from the catalog's `forms.titleRefused`). */
  markRefused: (base: string) => string = (base) => `Error: ${base}`,
): string {
  const parts = [title?.trim(), viewingAs ? `Staff view as ${viewingAs}` : null, productName];
  const base = parts.filter(Boolean).join(" - ");
  return refused ? markRefused(base) : base;
}

export const ROUTE_TITLES = {
  "c-uuid-upload-documents": "Upload Documents",
  "e-uuid-upload-documents": "Upload Documents",
  "contact-us": "Contact us",
  "pay-later": "Pay your marketing cost at settlement",
  "get-started": "Get Started on your finance application",
  "additional-funds": "Get Started applying for additional funds",
  // SPEC 2.1 repeats the next page's question here; this page asks how much (decision 0250).
  "additional-funds-how-much": "How much would you like to apply for?",
  "additional-funds-what-are-the-funds-for": "What would you like to use the funds for?",
} as const;
