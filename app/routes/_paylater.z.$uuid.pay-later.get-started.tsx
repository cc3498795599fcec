import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";

import { ButtonForm } from "~/components/ButtonForm";
import { keepFormWithoutAnswer, keepPageAfterRefusal } from "~/components/no-answer-reply";
import { screenPath } from "~/domain/start-screen";
import { useT } from "~/i18n/react";
import type { RouteHandle } from "~/route-handle";
import { ownApplication } from "~/services/application.server";
import { startApplication } from "~/services/application-lifecycle.server";
import { formAction, NO_FIELDS } from "~/services/form-action.server";
import { formPage } from "~/services/form-page.server";
import { commitLink, enforceScreen, requireLink } from "~/services/link.server";

/**
 * Get started: what the application asks for, and the one button that creates
 * it (or, for a co-applicant, starts their part). Pressing it twice, or going
 * back and pressing it again, never makes a second application
 * (docs/decisions/0071-starting-an-application.md).
 */
// A function, not a call at the top: the browser build must be able to drop it with the server module it uses.
export const loader = (args: LoaderFunctionArgs) =>
  formPage(args, ["getStarted"], async ({ request, params, context }: LoaderFunctionArgs) => {
    const linkContext = await requireLink(request, params.uuid, context);
    enforceScreen("get-started", linkContext);
    const own = ownApplication(linkContext);
    const creator = own?.application.creator;
    return data(
      {
        joining: own !== null,
        creatorName: creator ? `${creator.firstName} ${creator.lastName}`.trim() : null,
        back: screenPath(linkContext.uuid, own ? "pay-now" : "pay-later"),
      },
      { headers: linkContext.headers },
    );
  });

export function action(args: ActionFunctionArgs) {
  return formAction(args, {
    async load({ request, params, context }) {
      const linkContext = await requireLink(request, params.uuid, context);
      // A second press finds the application made by the first and goes where it is.
      enforceScreen("get-started", linkContext);
      return linkContext;
    },
    schema: NO_FIELDS,
    async submit(_value, linkContext) {
      const started = await startApplication(linkContext, args.request);
      return typeof started === "string" ? redirect(started, { status: 303, headers: await commitLink(linkContext) }) : started;
    },
    headers: (linkContext) => linkContext.headers,
  });
}

export const clientAction = keepFormWithoutAnswer;

export const shouldRevalidate = keepPageAfterRefusal;

export const handle: RouteHandle = { title: (_data, t) => t("getStarted.title"), gtm: "get-started" };

export default function GetStarted() {
  const { joining, creatorName, back } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <>
      {joining ? null : (
        <p>
          <Link to={back} className="back-link">
            {t("getStarted.back")}
          </Link>
        </p>
      )}
      <h1 tabIndex={-1}>{t("getStarted.title")}</h1>
      {joining ? (
        <p className="lead">{t("getStarted.joining", { named: creatorName ? "yes" : "no", creator: creatorName ?? "" })}</p>
      ) : (
        <p className="lead">{t("getStarted.lead")}</p>
      )}
      <h2>{t("getStarted.askTitle")}</h2>
      <ol>
        <li>{t("getStarted.ask1")}</li>
        <li>{t("getStarted.ask2")}</li>
        <li>{t("getStarted.ask3")}</li>
        <li>{t("getStarted.ask4")}</li>
      </ol>
      <p>{t("getStarted.nothingLent")}</p>
      <ButtonForm label={joining ? t("getStarted.startPart") : t("getStarted.startApplication")} />
    </>
  );
}
