import { useRouteLoaderData } from "@remix-run/react";

import { T } from "~/i18n/react";
import type { RootLayoutData } from "~/types/layout-data";
import { PhoneLink } from "./ContactLinks";

/** The Translating and Interpreting Service: a free interpreter on the phone, in any language (Australian Government). */
export const TIS_NATIONAL_PHONE = "131 450";

/**
 * Said wherever a payer may contact us (the contact page, the support panel), in
 * every language: a free interpreter through TIS National, who calls the portal's
 * support for them.
 */
export function InterpreterHelp() {
  const env = useRouteLoaderData<RootLayoutData>("root")?.env;
  if (!env) return null;
  return (
    <p className="interpreter">
      <T
        id="contactForm.interpreter"
        values={{
          tis: <PhoneLink phone={TIS_NATIONAL_PHONE} />,
          provider: <span translate="no">{env.PRODUCT_NAME}</span>,
          phone: <PhoneLink phone={env.SUPPORT_PHONE} />,
        }}
      />
    </p>
  );
}
