import type { AgencyContact } from "~/domain/agency";

/** The agency's logo and name at the top of a screen. */
export function AgencyBanner({ agency }: { agency: AgencyContact | null }) {
  if (!agency) return null;
  return (
    <div className="agency-banner">
      {agency.logoUrl ? <img src={agency.logoUrl} alt="" width={48} height={48} /> : null}
      <span className="agency-banner__name">{agency.name}</span>
    </div>
  );
}
