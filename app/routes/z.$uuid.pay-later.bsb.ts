import type { LoaderFunctionArgs } from "@remix-run/node";

import { normaliseBsb } from "~/domain/bsb";
import { bankNameFor } from "~/services/banks.server";
import { findLink, requestSession } from "~/services/session.server";

export interface BsbLookup {
  bsb: string | null;
  bankName: string | null;
}

/**
 * The live BSB lookup of the bank-details step (JavaScript only; without it the
 * name is looked up when the form is sent). Answers only a visitor whose session
 * holds this link, without a provider round trip per keystroke. A resource route
 * answers a plain JSON Response: `data()` is for routes that render.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  if (!params.uuid || !findLink(await requestSession(request, context), params.uuid)) {
    return Response.json({ bsb: null, bankName: null } satisfies BsbLookup, { status: 404 });
  }
  const bsb = normaliseBsb(new URL(request.url).searchParams.get("bsb") ?? "");
  const bankName = bsb ? await bankNameFor(bsb) : null;
  return Response.json({ bsb, bankName } satisfies BsbLookup, {
    headers: { "Cache-Control": "private, max-age=3600" },
  });
}
