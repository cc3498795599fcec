import type { AgencyContact } from "~/domain/agency";

function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, "")}`;
}

/** The agency (location) as a payer would contact it: name, address, phone, email, website. */
export function AgencyDetails({ agency, headingLevel = 2 }: { agency: AgencyContact; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section className="agency" aria-labelledby="agency-title">
      <Heading id="agency-title">{agency.name}</Heading>
      <dl className="summary-list">
        {agency.address ? (
          <div className="summary__row">
            <dt>Address</dt>
            <dd>{agency.address}</dd>
          </div>
        ) : null}
        {agency.phone ? (
          <div className="summary__row">
            <dt>Phone</dt>
            <dd>
              <a href={telHref(agency.phone)}>{agency.phone}</a>
            </dd>
          </div>
        ) : null}
        {agency.email ? (
          <div className="summary__row">
            <dt>Email</dt>
            <dd>
              <a href={`mailto:${agency.email}`}>{agency.email}</a>
            </dd>
          </div>
        ) : null}
        {agency.websiteUrl ? (
          <div className="summary__row">
            <dt>Website</dt>
            <dd>
              <a href={agency.websiteUrl} rel="noopener noreferrer">
                {agency.websiteUrl.replace(/^https?:\/\//, "").replace(/\/$/, "")}
              </a>
            </dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
