import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";

import { requireForm } from "~/services/form.server";
import { commitPortalSession, getPortalSession } from "~/services/session.server";
import { destroyStaffSession, getStaffSession, StaffProvider } from "~/services/staff.server";
import { redirectWithToast } from "~/services/toast.server";

export const loader = () => redirect("/staff");

/**
 * Sign out (decision 0190): the provider's session ends, every view as a customer
 * this browser holds ends with it, and both cookies forget them. "Sign out on
 * every device" ends every session of the representative in the provider, other
 * browsers and their views included (decision 0240).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await requireForm(request);
  const everywhere = formData.get("scope") === "everywhere";
  const staff = await getStaffSession(request);
  const portal = await getPortalSession(request.headers.get("Cookie"));
  const views = portal.links.filter((link) => link.viewer);
  if (staff) {
    const provider = new StaffProvider({ ...staff.providerCookies }, context.clientAddress as string | undefined);
    // Best effort: the cookies are cleared whatever the provider answers, and views end at their expiry anyway.
    await Promise.allSettled(views.map((view) => provider.endImpersonation(view.uuid)));
    await (everywhere ? provider.endEverySession() : provider.logOut()).catch(() => undefined);
  }
  const headers = new Headers();
  headers.append("Set-Cookie", await destroyStaffSession());
  if (views.length > 0) {
    headers.append("Set-Cookie", await commitPortalSession({ ...portal, links: portal.links.filter((link) => !link.viewer) }));
  }
  const title = everywhere ? "You are signed out on every device" : "You are signed out";
  return redirectWithToast(request, "/staff/sign-in", { type: "success", title }, { headers });
}
