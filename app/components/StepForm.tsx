import { getFormProps, useForm, type DefaultValue, type FormMetadata } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { useMemo, type ReactNode } from "react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import type { ZodTypeAny } from "zod";
import { stepInfo, type PageName } from "~/domain/steps";
import type { StepNotice } from "~/domain/step-errors";
import type { RouteHandle } from "~/route-handle";
import type { StepActionData, StepView } from "~/services/application.server";
import { ErrorSummary, type SummaryError } from "./ErrorSummary";
import { RefreshNotice } from "./RefreshNotice";

/** The id of every step form; conform derives field ids from it (`step-income[0].amount`). */
export const STEP_FORM_ID = "step";

/**
 * One zod schema, used by the browser and by the action; the last server answer
 * (errors, kept input, rows added) comes from the action data. The browser checks
 * on submit, then each field again as it is corrected: checking on blur made a
 * message appear above Continue as the pointer went down on it, so the button
 * moved and the click was lost (decision 0070).
 */
export function useStepForm<Schema extends ZodTypeAny>(schema: Schema, defaultValue?: DefaultValue<Schema["_input"]>) {
  const actionData = useActionData<StepActionData>();
  const [form, fields] = useForm<Schema["_input"], Schema["_output"]>({
    id: STEP_FORM_ID,
    lastResult: actionData?.result,
    defaultValue,
    constraint: getZodConstraint(schema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  return { form, fields, notice: actionData?.notice ?? null, failedVersion: actionData?.version ?? null };
}

function summaryErrors(form: FormMetadata<any>): SummaryError[] {
  return Object.entries(form.allErrors).flatMap(([name, messages]) =>
    (messages ?? []).map((message) => ({ fieldId: name ? `${form.id}-${name}` : form.id, message })),
  );
}

export interface StepFormProps {
  step: PageName;
  view: StepView;
  form: FormMetadata<any>;
  notice: StepNotice | null;
  /** The version the refused form was built from: after a conflict the form keeps it until reloaded. */
  failedVersion: number | null;
  /** Text between the heading and the form. */
  intro?: ReactNode;
  submitLabel?: string;
  /** For forms with a file input. */
  multipart?: boolean;
  children: ReactNode;
}

/**
 * The frame of every application step: Back link, the refresh-needed or failure
 * notice, the error summary, the heading, then a plain POST form carrying the
 * anti-forgery token, the version it was built from and returnTo, ending in
 * Continue. Works the same with JavaScript off.
 */
export function StepForm({
  step,
  view,
  form,
  notice,
  failedVersion,
  intro,
  submitLabel = "Continue",
  multipart = false,
  children,
}: StepFormProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formMethod?.toUpperCase() === "POST";
  const errors = summaryErrors(form);
  // A stable list keeps the summary from taking focus again on every render.
  const errorKey = JSON.stringify(errors);
  const shownErrors = useMemo(() => (form.status === "error" ? errors : []), [errorKey, form.status]);
  const version = notice?.kind === "conflict" && failedVersion !== null ? failedVersion : view.version;

  return (
    <>
      {view.backTo ? (
        <p>
          <Link to={view.backTo} className="back-link" prefetch="none">
            Back
          </Link>
        </p>
      ) : null}
      {notice ? <RefreshNotice notice={notice} /> : null}
      <ErrorSummary errors={shownErrors} />
      <h1 tabIndex={-1}>{stepInfo(step).title}</h1>
      {intro}
      <Form method="post" {...getFormProps(form)} encType={multipart ? "multipart/form-data" : undefined}>
        {/* Enter in a field submits with the first submit button: make it Continue, not a row's Remove. */}
        <button type="submit" className="visually-hidden" tabIndex={-1} aria-hidden="true">
          {submitLabel}
        </button>
        <AuthenticityTokenInput />
        <input type="hidden" name="version" value={version} />
        {view.returnToReview ? <input type="hidden" name="returnTo" value="review" /> : null}
        {children}
        <div className="step-actions">
          <button type="submit" className="button" disabled={busy}>
            {view.returnToReview ? "Save and return to review" : submitLabel}
          </button>
        </div>
      </Form>
      <p className="step-withdraw">
        <Link to={view.withdrawTo}>Withdraw this application</Link>
      </p>
    </>
  );
}

/** A step route's handle: its title and progress step come from the step registry. */
export function stepHandle(step: PageName): RouteHandle {
  const info = stepInfo(step);
  return { title: info.title, progressStep: info.progressStep, gtm: step };
}
