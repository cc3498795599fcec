import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";

import type { ContactReply } from "~/domain/contact-message";
import { contactAction, contactDefaults } from "~/services/contact.server";
import { fetchedMessages } from "~/services/language.server";
import { requireLink } from "~/services/link.server";
import type { PanelForm } from "~/types/panel-form";

/**
 * The contact-us form of the chat panel (JavaScript only; without it the launcher
 * is a link to the contact page). The panel reads and posts here with fetch, not
 * through the router: a send that gets no answer stays a message beside the form,
 * never the error page, and no route module has to load while the payer is offline.
 * Resource routes answer plain JSON Responses: `data()` is for routes that render.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const linkContext = await requireLink(request, params.uuid, context);
  // The form's words come with it, and those of its answers: no page carries them until the panel is opened (0271, 0274).
  const messages = await fetchedMessages(request, ["contactForm", "names", "formReplies"]);
  return Response.json({ defaults: contactDefaults(linkContext), messages } satisfies PanelForm, {
    headers: linkContext.headers,
  });
}

/** The page's form, through the same pipeline; its answer as JSON for the panel. A message sent empties the form. */
export async function action(args: ActionFunctionArgs) {
  const answer = await contactAction(args, async ({ headers }) =>
    Response.json({ result: { initialValue: null }, notice: null, version: null, sent: true } satisfies ContactReply, {
      headers,
    }),
  );
  if (answer instanceof Response) return answer;
  return Response.json(answer.data, answer.init ?? undefined);
}
