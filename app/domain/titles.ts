// Browser titles (SPEC 2.4) and the titles of the screens outside the application
// steps (SPEC 2.1), keyed by route name; step titles live in steps.ts. The screens
// translated so far take theirs from the catalog instead (app/i18n/catalogs/,
// decision 0220); each moves there when its screen is translated.

/**
 * The browser title. After a refused submit it begins "Error: " (GOV.UK), the first
 * thing a screen reader says of the page drawn again, with or without JavaScript.
 */
export function documentTitle(
  title: string | undefined,
  productName: string,
  refused = false,
  /** How the page's language marks a refused page's title ("Error: …", from the catalog's `forms.titleRefused`). */
  markRefused: (base: string) => string = (base) => `Error: ${base}`,
): string {
  const trimmed = title?.trim();
  const base = trimmed ? `${trimmed} - ${productName}` : productName;
  return refused ? markRefused(base) : base;
}

export const ROUTE_TITLES = {
  "c-uuid-thank-you": "Thank You!",
  "c-uuid-upload-documents": "Upload Documents",
  "e-uuid-thank-you": "Thank You!",
  "e-uuid-upload-documents": "Upload Documents",
  "contact-us": "Contact us",
  "pay-later": "Pay your marketing cost at settlement",
  "get-started": "Get Started on your finance application",
  "additional-funds": "Get Started applying for additional funds",
  "additional-funds-how-much": "What would you like to use the funds for?",
  "additional-funds-what-are-the-funds-for": "What would you like to use the funds for?",
} as const;
