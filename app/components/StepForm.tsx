import { type DefaultValue, type FormMetadata, getFormProps } from "@conform-to/react";
import { Form, Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { type FormEvent, type ReactNode, useEffect, useState } from "react";
import type { GenericSchema } from "valibot";

import { RETURN_TO_FIELD, RETURN_TO_REVIEW, VERSION_FIELD } from "~/domain/form-fields";
import type { FormNotice as Notice, FormReply } from "~/domain/form-reply";
import { nextAttemptSearch } from "~/domain/post-target";
import { T, useT } from "~/i18n/react";
import type { StepView } from "~/types/step-form";
import { ErrorSummary } from "./ErrorSummary";
import { FormHiddenFields } from "./FormHiddenFields";
import { FormNotice } from "./FormNotice";
import { type FormInput, type FormSummary, useSchemaForm } from "./forms";
import { useMarkRefused } from "./refused-title";
import { useStepTitle } from "./step-page";
import { useUnsavedAnswers } from "./unsaved-answers";

/** The id of every step form; conform derives field ids from it (`step-income[0].amount`). */
export const STEP_FORM_ID = "step";

/**
 * What the frame of a step shows besides the fields: the step's view from its
 * loader, the form, the action's notice, the version to keep, the summary.
 */
export interface StepFrame {
  view: StepView;
  form: FormMetadata;
  notice: Notice | null;
  /** The version the refused form was built from: after a conflict the form keeps it until reloaded. */
  failedVersion: number | null;
  summary: FormSummary;
  /** Whether a submit sends just what the check passed while the payer typed (app/components/forms.ts). */
  checkedAhead: (event: FormEvent<HTMLFormElement>) => boolean;
}

/**
 * A step form: conform's useForm with the step's schema (app/components/forms.ts),
 * the action's last answer (errors, kept input, rows added or removed without
 * JavaScript) and the values saved before. The step's view is its loader's `view`.
 */
export function useStepForm<Schema extends GenericSchema>(schema: Schema, defaultValue?: DefaultValue<FormInput<Schema>>) {
  const { view } = useLoaderData<{ view: StepView }>();
  const actionData = useActionData<FormReply>();
  const { form, fields, failed, summary, checkedAhead } = useSchemaForm({
    id: STEP_FORM_ID,
    schema,
    lastResult: actionData?.result,
    notice: actionData?.notice,
    defaultValue,
  });
  const frame: StepFrame = {
    view,
    form,
    notice: actionData?.notice ?? null,
    failedVersion: actionData?.version ?? null,
    summary,
    checkedAhead,
  };
  return { form, fields, failed, frame };
}

/** After this long a Continue that led nowhere (a page load stopped or failed) can be pressed again. */
const SENDING_FOR_MS = 10_000;

/**
 * Continue is held while the form is on its way, so a second tap does not send the
 * same version again (the provider would refuse it as a conflict). A page load the
 * payer stops, or one that fails, leaves this page up: Continue comes back after a
 * while, or when the page is shown again from the back-forward cache.
 */
function useSending() {
  const [sending, setSending] = useState(false);
  useEffect(() => {
    if (!sending) return;
    const release = () => setSending(false);
    const timer = window.setTimeout(release, SENDING_FOR_MS);
    window.addEventListener("pageshow", release);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener("pageshow", release);
    };
  }, [sending]);
  return { sending, sent: () => setSending(true) };
}

export interface StepFormProps {
  /** From useStepForm. */
  frame: StepFrame;
  /** Text between the heading and the form. */
  intro?: ReactNode;
  /** The button's words in the page's language; Continue when not given. */
  submitLabel?: string;
  /** For forms with a file input. */
  multipart?: boolean;
  /** The Withdraw link; an approved application can no longer be withdrawn. */
  withdrawable?: boolean;
  children: ReactNode;
}

/**
 * The frame of every application step: the error summary, the refresh-needed or
 * failure notice, the Back link, the heading, then a plain POST form carrying the
 * anti-forgery token, the version it was built from and returnTo, ending in
 * Continue. Works the same with JavaScript off, and before it has loaded.
 */
export function StepForm({
  frame: { view, form, notice, failedVersion, summary, checkedAhead },
  intro,
  submitLabel: givenLabel,
  multipart = false,
  withdrawable = true,
  children,
}: StepFormProps) {
  const t = useT();
  const submitLabel = givenLabel ?? t("steps.continue");
  const { sending, sent } = useSending();
  const title = useStepTitle();
  const answered = notice !== null || summary.errors.length > 0;
  const { unsaved, beforeSend } = useUnsavedAnswers(form, view.version, answered);
  // Answers held back by a dropped connection: the title says "Error: " as for any press that did not go through.
  useMarkRefused(unsaved !== null);
  const location = useLocation();
  const formProps = getFormProps(form, { ariaAttributes: false });
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    // A form the check already passed goes at once; else conform checks it now (and handles a row button).
    if (!checkedAhead(event)) formProps.onSubmit(event);
    // conform stopped it (errors shown, or a row added or removed in place); offline, it waits; or it is on its way.
    if (event.defaultPrevented || beforeSend(event)) return;
    // After the browser has started the post, not before: redrawing the form first
    // would hold the request back by the time a slow phone takes to redraw it.
    window.setTimeout(sent, 0);
  }
  // After a conflict, or a form whose token had gone, the answers shown are those of the old form: so is its version.
  const shown = unsaved ?? notice;
  const keepsVersion = notice?.kind === "conflict" || notice?.kind === "expired";
  const version = keepsVersion && failedVersion !== null ? failedVersion : view.version;
  const buttonLabel = view.returnToReview ? t("steps.saveAndReturn") : submitLabel;

  return (
    <>
      {/* What went wrong comes first in main, and takes focus (the summary, else the notice). */}
      <ErrorSummary errors={summary.errors} attempt={summary.attempt} />
      {/*
        The answers held back in the browser are the latest news, over the server's notice.
        Offline at the press, focus stays on the button pressed: the alert is announced.
      */}
      {shown ? (
        <FormNotice notice={shown} button={buttonLabel} focus={summary.errors.length === 0 && shown.kind !== "offline"} />
      ) : null}
      {view.backTo ? (
        <p>
          <Link to={view.backTo} className="back-link" prefetch="none">
            {t("steps.back")}
          </Link>
        </p>
      ) : null}
      {view.about ? <p className="caption">{t(view.about)}</p> : null}
      <h1 tabIndex={-1}>{title}</h1>
      {intro}
      {view.privacyNotice ? (
        <p>
          <T id="legalLinks.privacyAtStep" components={{ 0: <Link to={view.privacyNotice} /> }} />
        </p>
      ) : null}
      {/*
        A checked form goes as the browser posts it, the answer a new page: on a slow
        network that reaches the next step sooner than the router can, which must
        first learn the route, then fetch its code and data (decision 0090). The
        summary above describes the form's errors: no aria-describedby on the form.
      */}
      {/* Posted to this address with the next attempt, so Back after a refused post keeps what was typed (decision 0113). */}
      <Form
        method="post"
        action={`${location.pathname}${nextAttemptSearch(location.search)}`}
        reloadDocument
        {...formProps}
        onSubmit={onSubmit}
        encType={multipart ? "multipart/form-data" : undefined}
      >
        {/* Enter in a field submits with the first submit button: make it Continue, not a row's Remove. */}
        <button type="submit" className="visually-hidden" tabIndex={-1} aria-hidden="true" disabled={sending}>
          {submitLabel}
        </button>
        <FormHiddenFields />
        <input type="hidden" name={VERSION_FIELD} value={version} />
        {view.returnToReview ? <input type="hidden" name={RETURN_TO_FIELD} value={RETURN_TO_REVIEW} /> : null}
        {children}
        <div className="step-actions">
          {/* While on its way the button says so, and a second tap sends nothing more. */}
          <button type="submit" className="button" disabled={sending}>
            {sending ? t("steps.sending") : buttonLabel}
          </button>
        </div>
      </Form>
      {withdrawable ? (
        <p className="step-withdraw">
          <Link to={view.withdrawTo}>{t("steps.withdraw")}</Link>
        </p>
      ) : null}
    </>
  );
}
