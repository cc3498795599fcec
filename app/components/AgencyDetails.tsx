import type { AgencyContact } from "~/domain/agency";
import { useT } from "~/i18n/react";
import { EmailLink, PhoneLink } from "./ContactLinks";

/** The agency (location) as a payer would contact it: name, address, phone, email, website (words: `agency`). */
export function AgencyDetails({ agency, headingLevel = 2 }: { agency: AgencyContact; headingLevel?: 2 | 3 }) {
  const t = useT();
  const Heading = `h${headingLevel}` as const;
  return (
    <section className="agency" aria-labelledby="agency-title">
      <Heading id="agency-title" translate="no">
        {agency.name}
      </Heading>
      <dl className="summary-list">
        {agency.address ? (
          <div className="summary__row">
            <dt>{t("agency.address")}</dt>
            <dd translate="no">
              <bdi>{agency.address}</bdi>
            </dd>
          </div>
        ) : null}
        {agency.phone ? (
          <div className="summary__row">
            <dt>{t("agency.phone")}</dt>
            <dd>
              <PhoneLink phone={agency.phone} />
            </dd>
          </div>
        ) : null}
        {agency.email ? (
          <div className="summary__row">
            <dt>{t("agency.email")}</dt>
            <dd>
              <EmailLink email={agency.email} />
            </dd>
          </div>
        ) : null}
        {agency.websiteUrl ? (
          <div className="summary__row">
            <dt>{t("agency.website")}</dt>
            <dd>
              <a href={agency.websiteUrl} rel="noopener noreferrer" translate="no" dir="ltr">
                {agency.websiteUrl.replace(/^https?:\/\//, "").replace(/\/$/, "")}
              </a>
            </dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
