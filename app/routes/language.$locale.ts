import type { LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";

import { isLocale, safeReturnPath } from "~/i18n/language";
import { languageCookie } from "~/services/language.server";

/**
 * A language link (`/language/vi?return=/z/…`): keeps the choice in its cookie and
 * answers 303 back to the page it was followed from, with or without JavaScript
 * (decision 0221). The pseudo-language en-XA is accepted too, for tests; no page
 * offers it.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  if (!isLocale(params.locale)) throw data("Unknown language", { status: 404 });
  const returnTo = safeReturnPath(new URL(request.url).searchParams.get("return"));
  return redirect(returnTo, {
    status: 303,
    headers: { "Set-Cookie": await languageCookie().serialize(params.locale), "Cache-Control": "no-store" },
  });
}
