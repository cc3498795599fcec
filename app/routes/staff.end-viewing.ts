import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";

import { requireForm } from "~/services/form.server";
import { commitPortalSession, findLink, forgetLink, getPortalSession } from "~/services/session.server";
import { getStaffSession, StaffProvider } from "~/services/staff.server";
import { redirectWithToast } from "~/services/toast.server";

export const loader = () => redirect("/staff");

/** "End viewing" in the banner: the provider ends the link's view now; the portal forgets it and goes back to the request. */
export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await requireForm(request);
  const uuid = formData.get("uuid");
  const portal = await getPortalSession(request.headers.get("Cookie"));
  const link = typeof uuid === "string" ? findLink(portal, uuid) : null;
  const staff = await getStaffSession(request);
  if (!link?.viewer) return redirect(staff ? "/staff" : "/staff/sign-in", { status: 303 });
  if (staff) {
    const provider = new StaffProvider({ ...staff.providerCookies }, context.clientAddress as string | undefined);
    await provider.endImpersonation(link.uuid).catch(() => undefined);
  }
  return redirectWithToast(
    request,
    staff ? `/staff/fund-requests/${link.fundRequestId}` : "/staff/sign-in",
    { type: "success", title: `You stopped viewing as ${link.viewer.customerName}` },
    { headers: { "Set-Cookie": await commitPortalSession(forgetLink(portal, link.uuid)) } },
  );
}
