import type { AgencyContact } from "~/domain/agency";

/**
 * Who is asking, at the top of a screen: the agency's logo with its name as the
 * alternative text, else the name. The logo's box is fixed (width and height set),
 * so loading it, or failing to, never moves the amount below (decision 0152).
 */
export function AgencyBanner({ agency }: { agency: AgencyContact | null }) {
  if (!agency) return null;
  return (
    <div className="agency-banner">
      {agency.logoUrl ? (
        <img src={agency.logoUrl} alt={agency.name} width={160} height={48} />
      ) : (
        <span className="agency-banner__name" translate="no">
          {agency.name}
        </span>
      )}
    </div>
  );
}
