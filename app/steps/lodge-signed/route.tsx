import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";

import { lodgeSigned, parseSignatureStatus } from "~/domain/lodge-signed";
import { chooseStartScreen, screenPath } from "~/domain/start-screen";
import { ownApplication } from "~/services/application.server";
import { trackContract } from "~/services/contract.server";
import { translatorOf } from "~/services/language.server";
import { commitLink, requireLink, startInput } from "~/services/link.server";
import { redirectWithToast } from "~/services/toast.server";

/**
 * Where the provider's hosted signing ceremony sends the applicant back, with
 * `?signatureStatus=success|fail` (decision 0163). The provider recorded the
 * signature or the decline itself; this reads its record, never the query alone,
 * and redirects to the screen for it, saying what happened.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const linkContext = await requireLink(request, params.uuid, context);
  const status = parseSignatureStatus(new URL(request.url).searchParams.get("signatureStatus"));
  const { t } = await translatorOf(request);
  const { screen, notice } = lodgeSigned(chooseStartScreen(startInput(linkContext)), status, t);
  const own = ownApplication(linkContext);
  if (own && status === "success" && screen === "signed")
    trackContract("contract_signed", request, own.application.id, "ceremony");
  if (own && status === "fail" && own.applicant.hasDeclinedContract) {
    trackContract("contract_declined", request, own.application.id, "ceremony");
  }
  const target = screenPath(linkContext.uuid, screen);
  const headers = await commitLink(linkContext);
  return notice ? redirectWithToast(request, target, notice, { headers }) : redirect(target, { status: 303, headers });
}
