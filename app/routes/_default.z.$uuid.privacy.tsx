import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";

import { PhoneLink } from "~/components/ContactLinks";
import { LegalContacts, LegalPage, ProvidedName, WebsiteLink } from "~/components/LegalPage";
import { legalPageTitle } from "~/domain/legal-pages";
import { MessageLink, T, useT } from "~/i18n/react";
import type { RouteHandle } from "~/route-handle";
import { legalPageLoader } from "~/services/legal-page.server";

/**
 * The privacy and credit-reporting notice (decision 0350), linked from the identity
 * and lending steps: the credit reporting bodies and the privacy officer are the lender's.
 */
export const loader = (args: LoaderFunctionArgs) => legalPageLoader(args, "privacy");

export const handle: RouteHandle = { title: legalPageTitle, gtm: "privacy", legalFooter: true };

export default function PrivacyNotice() {
  const { lender, view, home, pages } = useLoaderData<typeof loader>();
  return (
    <LegalPage view={view} home={home}>
      <PrivacyText lender={lender} complaints={pages.complaints} />
    </LegalPage>
  );
}

function PrivacyText({
  lender,
  complaints,
}: Pick<ReturnType<typeof useLoaderData<typeof loader>>, "lender"> & { complaints: string }) {
  const t = useT();
  const { privacy } = lender;
  return (
    <>
      <h1 tabIndex={-1}>{t("privacyNotice.title")}</h1>
      <p className="lead">
        <T id="privacyNotice.intro" values={{ name: <ProvidedName name={lender.name} /> }} />
      </p>

      <h2>{t("privacyNotice.collectHeading")}</h2>
      <p>{t("privacyNotice.collect")}</p>

      <h2>{t("privacyNotice.whyHeading")}</h2>
      <p>{t("privacyNotice.why")}</p>

      <h2>{t("privacyNotice.shareHeading")}</h2>
      <p>
        <T id="privacyNotice.share" components={{ 0: <MessageLink href={privacy.policyUrl} /> }} />
      </p>

      <h2>{t("privacyNotice.creditHeading")}</h2>
      <p>{t("privacyNotice.credit")}</p>
      <ul className="legal__bodies">
        {privacy.creditReportingBodies.map((body) => (
          <li key={body.name}>
            <strong>
              <ProvidedName name={body.name} />
            </strong>
            <br />
            <PhoneLink phone={body.phone} />
            <br />
            <WebsiteLink url={body.website} />
          </li>
        ))}
      </ul>
      <p>{t("privacyNotice.ban")}</p>

      <h2>{t("privacyNotice.accessHeading")}</h2>
      <p>{t("privacyNotice.access")}</p>
      <LegalContacts phone={privacy.phone} email={privacy.email} />
      <p>
        <T id="privacyNotice.complain" components={{ 0: <Link to={complaints} /> }} />
      </p>
    </>
  );
}
