import type { LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";

import { ownApplication } from "~/services/application.server";
import { commitLink, requireLink } from "~/services/link.server";
import { ProviderError } from "~/services/provider.server";
import { providerUnavailable } from "~/services/provider-outage.server";

/**
 * The contract as a PDF (decision 0164): the provider stores it as media; this asks
 * for it with the link's session and sends the browser to the provider's signed,
 * short-lived download URL, so the file never passes through the portal.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const linkContext = await requireLink(request, params.uuid, context);
  const { link, provider, headers } = linkContext;
  const own = ownApplication(linkContext);
  const notFound = () => data("There is no contract to download for this link.", { status: 404, headers });
  if (!own) throw notFound();
  try {
    const contract = await provider.getContract(link, own.application.id);
    if (!contract.pdf) throw notFound();
    const media = await provider.getMedia(link, contract.pdf.mediaId);
    if (!media.downloadUrl || !/^https?:\/\//.test(media.downloadUrl)) throw notFound();
    return redirect(media.downloadUrl, { headers: await commitLink(linkContext) });
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    if (error.unavailable) providerUnavailable(error);
    throw notFound();
  }
}
