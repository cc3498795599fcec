import { Link } from "@remix-run/react";

import { LEGAL_PAGES, type LegalPage, legalPagePath } from "~/domain/legal-pages";
import { useT } from "~/i18n/react";
import type { MessageKey } from "~/i18n/translate";

const LABELS: Readonly<Record<LegalPage, MessageKey>> = {
  "credit-guide": "legalLinks.creditGuide",
  complaints: "legalLinks.complaints",
  hardship: "legalLinks.hardship",
  privacy: "legalLinks.privacy",
};

/** The footer's links to what a borrower must be able to find (decision 0350): plain links, no script needed. */
export function LegalLinks({ uuid }: { uuid: string }) {
  const t = useT();
  return (
    <nav className="legal-links" aria-label={t("legalLinks.label")}>
      <ul>
        {LEGAL_PAGES.map((page) => (
          <li key={page}>
            <Link to={legalPagePath(uuid, page)}>{t(LABELS[page])}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
