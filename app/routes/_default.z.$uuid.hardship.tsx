import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";

import { LegalContacts, LegalPage } from "~/components/LegalPage";
import { legalPageTitle } from "~/domain/legal-pages";
import { T, useT } from "~/i18n/react";
import type { RouteHandle } from "~/route-handle";
import { legalPageLoader } from "~/services/legal-page.server";

/** Help if you cannot pay (decision 0350): how to ask for hardship help, and what the lender must do, in its days. */
export const loader = (args: LoaderFunctionArgs) => legalPageLoader(args, "hardship");

export const handle: RouteHandle = { title: legalPageTitle, gtm: "hardship", legalFooter: true };

export default function Hardship() {
  const { lender, view, home, pages } = useLoaderData<typeof loader>();
  return (
    <LegalPage view={view} home={home}>
      <HardshipText lender={lender} complaints={pages.complaints} />
    </LegalPage>
  );
}

function HardshipText({
  lender,
  complaints,
}: Pick<ReturnType<typeof useLoaderData<typeof loader>>, "lender"> & { complaints: string }) {
  const t = useT();
  return (
    <>
      <h1 tabIndex={-1}>{t("hardship.title")}</h1>
      <p className="lead">{t("hardship.intro")}</p>

      <h2>{t("hardship.whenHeading")}</h2>
      <ul>
        <li>{t("hardship.whenJob")}</li>
        <li>{t("hardship.whenHealth")}</li>
        <li>{t("hardship.whenFamily")}</li>
        <li>{t("hardship.whenSale")}</li>
        <li>{t("hardship.whenDisaster")}</li>
      </ul>

      <h2>{t("hardship.howHeading")}</h2>
      <p>{t("hardship.how")}</p>
      <LegalContacts phone={lender.hardship.phone} email={lender.hardship.email} />

      <h2>{t("hardship.mustHeading")}</h2>
      <p>{t("hardship.must", { days: lender.hardship.responseDays })}</p>
      <p>{t("hardship.noAction")}</p>
      <p>
        <T id="hardship.disagree" components={{ 0: <Link to={complaints} /> }} />
      </p>
      <p>{t("hardship.counselling")}</p>
    </>
  );
}
