import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";

import { formAction } from "~/services/form-action.server";
import { answerPressNotCarriedOut } from "~/services/press-answer.server";
import { commitPortalSession, findLink, forgetLink, requestSession } from "~/services/session.server";
import { getStaffSession, StaffProvider } from "~/services/staff.server";
import { endViewingSchema } from "~/services/staff-forms.server";
import { redirectWithToast } from "~/services/toast.server";

export const loader = () => redirect("/staff");

/**
 * "End viewing" in the banner, through the one form pipeline: the provider ends
 * the link's view now; the portal forgets it and goes back to the request. A
 * press the pipeline refused (the page open too long) goes back to the staff
 * pages, saying to press it again.
 */
export async function action(args: ActionFunctionArgs) {
  const { request, context } = args;
  const answer = await formAction(args, {
    load: async () => ({ staff: await getStaffSession(request), portal: await requestSession(request, context) }),
    schema: endViewingSchema,
    async submit({ uuid }, { staff, portal }) {
      const link = findLink(portal, uuid);
      if (!link?.viewer) return redirect(staff ? "/staff" : "/staff/sign-in", { status: 303 });
      if (staff) {
        const provider = new StaffProvider({ ...staff.providerCookies }, context);
        await provider.endImpersonation(link.uuid).catch(() => undefined);
      }
      return redirectWithToast(
        request,
        staff ? `/staff/fund-requests/${link.fundRequestId}` : "/staff/sign-in",
        { type: "success", title: `You stopped viewing as ${link.viewer.customerName}` },
        { headers: { "Set-Cookie": await commitPortalSession(forgetLink(portal, link.uuid)) } },
      );
    },
  });
  if (answer instanceof Response) return answer;
  return answerPressNotCarriedOut(request, answer, "/staff", {
    type: "warning",
    title: "You are still viewing as the customer",
    message: "The page had been open too long. Go back and press End viewing again.",
  });
}

/** Nothing of its own to show: a GET redirects, and a refused token draws the error page. */
export default function EndViewing() {
  return null;
}
