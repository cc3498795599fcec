import { useLocation } from "@remix-run/react";

import { directionOf, LANGUAGE_NAMES, type Locale, OFFERED_LOCALES } from "~/i18n/language";
import { useT } from "~/i18n/react";

/**
 * The GOV.UK language switcher: every offered language as a plain link named in
 * itself, in its own script, `lang` and direction, the current one marked. A link keeps the
 * choice and returns to this same page (app/routes/language.$locale.ts), so it
 * works without JavaScript; it reloads the whole document, whose language changes.
 */
export function LanguageLinks({ current }: { current: Locale }) {
  const t = useT();
  const { pathname, search } = useLocation();
  const returnTo = encodeURIComponent(`${pathname}${search}`);
  return (
    <nav className="language-links" aria-label={t("shell.languages")}>
      <ul>
        {OFFERED_LOCALES.map((locale) => (
          <li key={locale}>
            {locale === current ? (
              <span aria-current="true" lang={locale} dir={directionOf(locale)}>
                {LANGUAGE_NAMES[locale]}
              </span>
            ) : (
              <a href={`/language/${locale}?return=${returnTo}`} hrefLang={locale} lang={locale} dir={directionOf(locale)}>
                {LANGUAGE_NAMES[locale]}
              </a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
