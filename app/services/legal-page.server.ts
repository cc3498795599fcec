import { data, type LoaderFunctionArgs, redirect } from "@remix-run/node";

import { isLinkUuid, LEGAL_TEXTS, type LegalPage, legalPagePaths, legalTextView } from "~/domain/legal-pages";
import { screenPath } from "~/domain/start-screen";
import { getLender } from "./lender.server";
import { pageLoader } from "./page-loader.server";

/**
 * The loader of a legal page (decision 0350): the lender's details from the
 * provider, the page's text in the language it is shown in (decision 0351), and
 * the ways back to the link's screens. The link's session is not opened: the
 * details are the same for every borrower, and a borrower whose link has expired
 * must still find how to complain or ask for help.
 */
export function legalPageLoader(args: LoaderFunctionArgs, page: LegalPage) {
  return pageLoader(args, ["legal", "legalLinks"], async ({ request, params }, words) => {
    const { uuid } = params;
    if (!isLinkUuid(uuid)) throw redirect("/z/not-found");
    const url = new URL(request.url);
    const view = legalTextView(words.locale, url.pathname, url.search);
    const text = LEGAL_TEXTS[page];
    // The labels of the text's contact lists are the text's: in English beside the English.
    words.textIn([text.namespace, "legalLabels"], view.textLocale);
    const lender = await getLender();
    return data({
      // The browser's title is the page's frame, in the payer's language whichever version the text is in.
      title: words.t(text.title),
      lender,
      view,
      pages: legalPagePaths(uuid),
      home: screenPath(uuid, "pay-now"),
      contactUs: screenPath(uuid, "contact-us"),
    });
  });
}
