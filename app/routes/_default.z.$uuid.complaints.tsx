import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";

import { LegalContacts, LegalPage, ProvidedName } from "~/components/LegalPage";
import { legalPageTitle } from "~/domain/legal-pages";
import { T, useT } from "~/i18n/react";
import type { RouteHandle } from "~/route-handle";
import { legalPageLoader } from "~/services/legal-page.server";

/**
 * Complaints (decision 0350): the lender's internal dispute resolution with its
 * time frames, then AFCA, all as the provider states them.
 */
export const loader = (args: LoaderFunctionArgs) => legalPageLoader(args, "complaints");

export const handle: RouteHandle = { title: legalPageTitle, gtm: "complaints", legalFooter: true };

export default function Complaints() {
  const { lender, view, home, contactUs } = useLoaderData<typeof loader>();
  return (
    <LegalPage view={view} home={home}>
      <ComplaintsText lender={lender} contactUs={contactUs} />
    </LegalPage>
  );
}

function ComplaintsText({ lender, contactUs }: Pick<ReturnType<typeof useLoaderData<typeof loader>>, "lender" | "contactUs">) {
  const t = useT();
  const { complaints } = lender;
  const afca = lender.externalDisputeResolution;
  return (
    <>
      <h1 tabIndex={-1}>{t("complaints.title")}</h1>
      <p className="lead">
        <T id="complaints.intro" values={{ name: <ProvidedName name={lender.name} /> }} />
      </p>

      <h2>{t("complaints.tellUsHeading")}</h2>
      <p>
        <T id="complaints.tellUs" components={{ 0: <Link to={contactUs} /> }} />
      </p>
      <LegalContacts phone={complaints.phone} email={complaints.email} post={complaints.postalAddress} />
      <p>{t("complaints.interpreter")}</p>

      <h2>{t("complaints.whatWeDoHeading")}</h2>
      <ul>
        <li>{t("complaints.acknowledge", { days: complaints.acknowledgeWithinBusinessDays })}</li>
        <li>{t("complaints.finalAnswer", { days: complaints.finalResponseDays })}</li>
        <li>{t("complaints.hardshipAnswer", { days: complaints.hardshipFinalResponseDays })}</li>
      </ul>
      <p>{t("complaints.late")}</p>

      <h2>{t("complaints.afcaHeading")}</h2>
      <p>
        <T id="complaints.afca" values={{ afca: <ProvidedName name={afca.name} /> }} />
      </p>
      <LegalContacts phone={afca.phone} email={afca.email} website={afca.website} post={afca.postalAddress} />
      <p>
        <T id="complaints.afcaMember" values={{ number: <bdi translate="no">{afca.membershipNumber}</bdi> }} />
      </p>
    </>
  );
}
