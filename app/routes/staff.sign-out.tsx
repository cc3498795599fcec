import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";

import { formAction } from "~/services/form-action.server";
import { answerPressNotCarriedOut } from "~/services/press-answer.server";
import { commitPortalSession, requestSession } from "~/services/session.server";
import { destroyStaffSession, getStaffSession, StaffProvider } from "~/services/staff.server";
import { signOutSchema } from "~/services/staff-forms.server";
import { redirectWithToast } from "~/services/toast.server";

export const loader = () => redirect("/staff");

/**
 * Sign out everywhere (decision 0190), through the one form pipeline: the
 * provider's session ends, every view as a customer this browser holds ends with
 * it, and both cookies forget them. "Sign out on every device" ends every session
 * of the representative in the provider, other browsers and their views included
 * (decision 0240). A press the pipeline refused (the page open
 * too long) goes back to the staff pages, saying to press it again.
 */
export async function action(args: ActionFunctionArgs) {
  const { request, context } = args;
  const answer = await formAction(args, {
    load: async () => ({ staff: await getStaffSession(request), portal: await requestSession(request, context) }),
    schema: signOutSchema,
    async submit({ scope }, { staff, portal }) {
      const everywhere = scope === "everywhere";
      const views = portal.links.filter((link) => link.viewer);
      if (staff) {
        const provider = new StaffProvider({ ...staff.providerCookies }, context);
        // Best effort: the cookies are cleared whatever the provider answers, and views end at their expiry anyway.
        await Promise.allSettled(views.map((view) => provider.endImpersonation(view.uuid)));
        await (everywhere ? provider.endEverySession() : provider.logOut()).catch(() => undefined);
      }
      const headers = new Headers();
      headers.append("Set-Cookie", await destroyStaffSession());
      if (views.length > 0) {
        headers.append(
          "Set-Cookie",
          await commitPortalSession({ ...portal, links: portal.links.filter((link) => !link.viewer) }),
        );
      }
      const title = everywhere ? "You are signed out on every device" : "You are signed out";
      return redirectWithToast(request, "/staff/sign-in", { type: "success", title }, { headers });
    },
  });
  if (answer instanceof Response) return answer;
  return answerPressNotCarriedOut(request, answer, "/staff", {
    type: "warning",
    title: "You are still signed in",
    message: "The page had been open too long. Go back and press Sign out again.",
  });
}

/** Nothing of its own to show: a GET redirects, and a refused token draws the error page. */
export default function SignOut() {
  return null;
}
