import type { AppLoadContext } from "@remix-run/node";

import { formatDateTime } from "~/domain/dates";
import { viewingSummary } from "~/domain/staff";
import type { Viewing } from "~/types/viewing";
import { findLink, requestSession } from "./session.server";

/** The banner's facts when the page is a link a representative is viewing as its customer; null otherwise. */
export async function viewingOf(request: Request, uuid: string | undefined, context: AppLoadContext): Promise<Viewing | null> {
  if (!uuid) return null;
  const link = findLink(await requestSession(request, context), uuid);
  if (!link?.viewer) return null;
  return {
    uuid,
    customerName: link.viewer.customerName,
    representativeName: link.viewer.representativeName,
    // Worded here, so the banner, on every page, brings no date code to the browser.
    endsAt: formatDateTime(link.impersonationExpiresAt),
    summary: viewingSummary(link.viewer.role),
  };
}
