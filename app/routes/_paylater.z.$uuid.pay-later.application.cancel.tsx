import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";

import { ButtonForm } from "~/components/ButtonForm";
import { keepFormWithoutAnswer, keepPageAfterRefusal } from "~/components/unanswered-reply";
import { chooseStartScreen, screenPath } from "~/domain/start-screen";
import type { RouteHandle } from "~/route-handle";
import { ownApplication } from "~/services/application.server";
import { withdrawApplication } from "~/services/application-lifecycle.server";
import { formAction, NO_FIELDS } from "~/services/form-action.server";
import { formPage } from "~/services/form-page.server";
import { type LinkContext, requireLink, startInput } from "~/services/link.server";

const TITLE = "Withdraw your application";

/**
 * The application this customer may withdraw: their own, still being filled in
 * (the provider refuses anything else). Anyone else goes to their screen.
 */
function withdrawable(linkContext: LinkContext) {
  const own = ownApplication(linkContext);
  if (!own || own.application.applicationStatus !== "CREATED") {
    throw redirect(screenPath(linkContext.uuid, chooseStartScreen(startInput(linkContext))), {
      headers: linkContext.headers,
    });
  }
  return { ...own, isCreator: own.application.creator?.id === linkContext.link.customerId };
}

// A function, not a call at the top: the browser build must be able to drop it with the server module it uses.
export const loader = (args: LoaderFunctionArgs) =>
  formPage(async ({ request, params, context }: LoaderFunctionArgs) => {
    const linkContext = await requireLink(request, params.uuid, context);
    const { application, isCreator } = withdrawable(linkContext);
    const creator = application.creator;
    return data(
      {
        isCreator,
        creatorName: creator ? `${creator.firstName} ${creator.lastName}`.trim() : null,
        back: screenPath(linkContext.uuid, chooseStartScreen(startInput(linkContext))),
      },
      { headers: linkContext.headers },
    );
  })(args);

export function action(args: ActionFunctionArgs) {
  return formAction(args, {
    async load({ request, params, context }) {
      const linkContext = await requireLink(request, params.uuid, context);
      const { application, isCreator } = withdrawable(linkContext);
      if (!isCreator) throw data("Only the person who started the application can withdraw it.", { status: 403 });
      return { linkContext, application };
    },
    schema: NO_FIELDS,
    submit: (_value, { linkContext, application }) => withdrawApplication(linkContext, args.request, application.id),
    headers: ({ linkContext }) => linkContext.headers,
  });
}

export const clientAction = keepFormWithoutAnswer;

export const shouldRevalidate = keepPageAfterRefusal;

export const handle: RouteHandle = { title: TITLE, gtm: "withdraw-application" };

export default function WithdrawApplication() {
  const { isCreator, creatorName, back } = useLoaderData<typeof loader>();
  if (!isCreator) {
    return (
      <>
        <h1 tabIndex={-1}>{TITLE}</h1>
        <p>
          Only {creatorName ?? "the person who started this application"} can withdraw it. If you no longer want to be part of it,
          ask them or contact the agency.
        </p>
        <p>
          <Link to={back}>Go back to the application</Link>
        </p>
      </>
    );
  }
  return (
    <>
      <h1 tabIndex={-1}>{TITLE}</h1>
      <p className="lead">If you withdraw, this application is cancelled and the answers you have given are not used.</p>
      <p>Nothing has been lent. You go back to the ways to pay, and you can apply to pay at settlement again later.</p>
      <ButtonForm label="Yes, withdraw my application" className="button button--warning" />
      <p>
        <Link to={back}>No, go back to my application</Link>
      </p>
    </>
  );
}
