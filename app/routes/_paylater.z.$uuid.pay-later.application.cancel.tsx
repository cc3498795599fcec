import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";

import { ButtonForm } from "~/components/ButtonForm";
import { keepFormWithoutAnswer, keepPageAfterRefusal } from "~/components/no-answer-reply";
import { chooseStartScreen, screenPath } from "~/domain/start-screen";
import { useT } from "~/i18n/react";
import type { RouteHandle } from "~/route-handle";
import { ownApplication } from "~/services/application.server";
import { withdrawApplication } from "~/services/application-lifecycle.server";
import { formAction, NO_FIELDS } from "~/services/form-action.server";
import { formPage } from "~/services/form-page.server";
import { translatorOf } from "~/services/language.server";
import { requireLink, startInput } from "~/services/link.server";
import type { LinkContext } from "~/services/request-state.server";

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
  formPage(args, ["cancel"], async ({ request, params, context }: LoaderFunctionArgs) => {
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
  });

export function action(args: ActionFunctionArgs) {
  return formAction(args, {
    async load({ request, params, context }) {
      const linkContext = await requireLink(request, params.uuid, context);
      const { application, isCreator } = withdrawable(linkContext);
      if (!isCreator) throw data((await translatorOf(request)).t("cancel.onlyCreatorRefused"), { status: 403 });
      return { linkContext, application };
    },
    schema: NO_FIELDS,
    submit: (_value, { linkContext, application }) => withdrawApplication(linkContext, args.request, application.id),
    headers: ({ linkContext }) => linkContext.headers,
  });
}

export const clientAction = keepFormWithoutAnswer;

export const shouldRevalidate = keepPageAfterRefusal;

export const handle: RouteHandle = { title: (_data, t) => t("cancel.title"), gtm: "withdraw-application" };

export default function WithdrawApplication() {
  const { isCreator, creatorName, back } = useLoaderData<typeof loader>();
  const t = useT();
  if (!isCreator) {
    return (
      <>
        <h1 tabIndex={-1}>{t("cancel.title")}</h1>
        <p>{t("cancel.onlyCreator", { named: creatorName ? "yes" : "no", creator: creatorName ?? "" })}</p>
        <p>
          <Link to={back}>{t("cancel.goBack")}</Link>
        </p>
      </>
    );
  }
  return (
    <>
      <h1 tabIndex={-1}>{t("cancel.title")}</h1>
      <p className="lead">{t("cancel.lead")}</p>
      <p>{t("cancel.nothingLent")}</p>
      <ButtonForm label={t("cancel.confirm")} className="button button--warning" />
      <p>
        <Link to={back}>{t("cancel.noGoBack")}</Link>
      </p>
    </>
  );
}
