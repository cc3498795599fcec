import { data, type LoaderFunctionArgs, redirect } from "@remix-run/node";

import { isLinkUuid, type LegalPage, legalPagePaths, legalTextView } from "~/domain/legal-pages";
import { screenPath } from "~/domain/start-screen";
import type { Namespace } from "~/i18n/translate";
import { routeI18n, textI18n } from "./language.server";
import { getLender } from "./lender.server";

/**
 * The loader of a legal page (decision 0350): the lender's details from the
 * provider, the page's text in the language it is shown in (decision 0351), and
 * the ways back to the link's screens. The link's session is not opened: the
 * details are the same for every borrower, and a borrower whose link has expired
 * must still find how to complain or ask for help.
 */
export async function legalPageLoader({ request, params, context }: LoaderFunctionArgs, text: Namespace) {
  const { uuid } = params;
  if (!isLinkUuid(uuid)) throw redirect("/z/not-found");
  const i18n = await routeI18n({ request, context }, ["legal", "legalLinks"]);
  const url = new URL(request.url);
  const view = legalTextView(i18n.locale, url.pathname, url.search);
  const textMessages = textI18n({ context }, [text], view.textLocale);
  const lender = await getLender();
  return data({
    lender,
    view,
    pages: legalPagePaths(uuid) satisfies Record<LegalPage, string>,
    home: screenPath(uuid, "pay-now"),
    contactUs: screenPath(uuid, "contact-us"),
    messages: i18n.messages && textMessages ? { ...i18n.messages, ...textMessages } : undefined,
  });
}

export type LegalPageData = Awaited<ReturnType<typeof legalPageLoader>>["data"];
