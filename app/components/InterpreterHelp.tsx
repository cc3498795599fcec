import { useRouteLoaderData } from "@remix-run/react";

import { T } from "~/i18n/react";
import type { RootLayoutData } from "~/types/layout-data";

/** A number to call inside the sentence: left to right in Arabic too, never translated; not a second link to support beside the panel's own. */
function PhoneNumber({ phone }: { phone: string }) {
  return (
    <bdi dir="ltr" translate="no">
      {phone}
    </bdi>
  );
}

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
        id="shell.interpreter"
        values={{
          tis: <PhoneNumber phone={TIS_NATIONAL_PHONE} />,
          provider: <span translate="no">{env.PRODUCT_NAME}</span>,
          phone: <PhoneNumber phone={env.SUPPORT_PHONE} />,
        }}
      />
    </p>
  );
}
