import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";

import { PhoneLink } from "~/components/ContactLinks";
import { LegalContacts, LegalPage, ProvidedName, WebsiteLink } from "~/components/LegalPage";
import { legalPageTitle } from "~/domain/legal-pages";
import { T, useT } from "~/i18n/react";
import type { RouteHandle } from "~/route-handle";
import { legalPageLoader } from "~/services/legal-page.server";

/** The credit guide (decision 0350): who lends, its licence, how to complain and AFCA, in the lender's own details. */
export const loader = (args: LoaderFunctionArgs) => legalPageLoader(args, "credit-guide");

export const handle: RouteHandle = { title: legalPageTitle, gtm: "credit-guide", legalFooter: true };

export default function CreditGuide() {
  const { lender, view, home, pages } = useLoaderData<typeof loader>();
  return (
    <LegalPage view={view} home={home}>
      <CreditGuideText lender={lender} pages={pages} />
    </LegalPage>
  );
}

function CreditGuideText({ lender, pages }: Pick<ReturnType<typeof useLoaderData<typeof loader>>, "lender" | "pages">) {
  const t = useT();
  const name = <ProvidedName name={lender.name} />;
  const afca = lender.externalDisputeResolution;
  return (
    <>
      <h1 tabIndex={-1}>{t("creditGuide.title")}</h1>
      <p className="lead">{t("creditGuide.intro")}</p>

      <h2>{t("creditGuide.lenderHeading")}</h2>
      <p>
        <T
          id="creditGuide.lender"
          values={{
            name,
            abn: <bdi translate="no">{lender.abn}</bdi>,
            licence: <bdi translate="no">{lender.australianCreditLicence}</bdi>,
          }}
        />
      </p>
      <p>
        <T id="creditGuide.agency" values={{ name }} />
      </p>

      <h2>{t("creditGuide.contactHeading")}</h2>
      <LegalContacts phone={lender.phone} email={lender.email} website={lender.website} address={lender.address} />

      <h2>{t("creditGuide.assessmentHeading")}</h2>
      <p>{t("creditGuide.assessment")}</p>
      <p>{t("creditGuide.assessmentCopy")}</p>

      <h2>{t("creditGuide.feesHeading")}</h2>
      <p>{t("creditGuide.fees")}</p>

      <h2>{t("creditGuide.complaintsHeading")}</h2>
      <p>
        <T
          id="creditGuide.complaints"
          values={{ days: lender.complaints.finalResponseDays }}
          components={{ 0: <Link to={pages.complaints} /> }}
        />
      </p>
      <p>
        <T
          id="creditGuide.afca"
          values={{
            afca: <ProvidedName name={afca.name} />,
            phone: <PhoneLink phone={afca.phone} />,
            website: <WebsiteLink url={afca.website} />,
          }}
        />
      </p>
      <p>
        <T id="creditGuide.privacy" components={{ 0: <Link to={pages.privacy} />, 1: <Link to={pages.hardship} /> }} />
      </p>
    </>
  );
}
