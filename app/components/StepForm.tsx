import type { DefaultValue } from "@conform-to/react";
import { Form, Link, useActionData, useNavigation, useSubmit } from "@remix-run/react";
import { useMemo, useRef, useState, type FormEvent, type ReactNode } from "react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import type { ZodTypeAny } from "zod";
import { stepInfo, type PageName } from "~/domain/steps";
import type { StepNotice } from "~/domain/step-errors";
import type { RouteHandle } from "~/route-handle";
import type { StepActionData, StepView } from "~/types/step-form";
import { ErrorSummary, type SummaryError } from "./ErrorSummary";
import { RefreshNotice } from "./RefreshNotice";
import { stepField, type FieldErrors } from "./step-fields";

/** The id of every step form; field ids derive from it (`step-income[0].amount`), as conform's do on the server. */
export const STEP_FORM_ID = "step";

/** The button name conform's parse reads a row's add or remove from. */
const INTENT = "__intent__";

type Check = (formData: FormData) => FieldErrors | null;
type LastResult = StepActionData["result"] | undefined;

interface RowButtonProps {
  type: "submit";
  name: string;
  value: string;
  formNoValidate: true;
}

export interface StepFormState {
  id: string;
  status: "error" | "success" | undefined;
  allErrors: FieldErrors;
  /** Changes with each answer of the action: the form is rebuilt from the values it kept. */
  key: number;
  insert: { getButtonProps(target: { name: string }): RowButtonProps };
  remove: { getButtonProps(target: { name: string; index: number }): RowButtonProps };
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  onInput(event: FormEvent<HTMLFormElement>): void;
}

function rowButton(intent: { type: "insert" | "remove"; payload: Record<string, unknown> }): RowButtonProps {
  return { type: "submit", name: INTENT, value: JSON.stringify(intent), formNoValidate: true };
}

/**
 * The errors the action's answer shows, as conform shows them: all of them after a
 * submit; after a row was added or removed only those of fields already checked.
 */
function answeredErrors(lastResult: LastResult): FieldErrors {
  const errors = lastResult?.error ?? {};
  if (!lastResult?.intent) return errors;
  const checked: Record<string, boolean> = { ...(lastResult.state?.validated ?? {}) };
  const list = (lastResult.intent.payload as { name?: unknown } | undefined)?.name;
  if (typeof list === "string") checked[list] = true;
  return Object.fromEntries(Object.entries(errors).filter(([name]) => checked[name]));
}

/**
 * A step form's state: the last server answer (errors, kept input, rows added)
 * comes from the action data. The browser checks on submit, loading the step's
 * schema and the parse with that first submit (decision 0090), then each time a
 * field is corrected; checking on blur made a message appear above Continue as
 * the pointer went down on it, so the button moved and the click was lost
 * (decision 0070). Row buttons post to the action, with or without JavaScript.
 */
export function useStepForm<Schema extends ZodTypeAny>(
  loadSchema: () => Promise<Schema>,
  defaultValue?: DefaultValue<Schema["_input"]>,
) {
  const actionData = useActionData<StepActionData>();
  const lastResult: LastResult = actionData?.result;
  const submit = useSubmit();
  const check = useRef<Check | null>(null);
  const answers = useRef(0);
  const key = useMemo(() => (answers.current += 1), [lastResult]);
  // Browser checks belong to the answer they were made on; a new answer replaces them.
  const [checked, setChecked] = useState<{ answer: LastResult; errors: FieldErrors } | null>(null);
  const browserErrors = checked && checked.answer === lastResult ? checked.errors : null;
  const errors = browserErrors ?? answeredErrors(lastResult);
  const hasErrors = Object.values(errors).some((messages) => (messages?.length ?? 0) > 0);
  const status = browserErrors ? (hasErrors ? "error" : undefined) : lastResult?.status;
  const values = lastResult?.initialValue ?? defaultValue;

  async function loadCheck(): Promise<Check> {
    if (!check.current) {
      const [{ checkStep }, schema] = await Promise.all([import("./step-check"), loadSchema()]);
      check.current = (formData) => checkStep(schema, formData);
    }
    return check.current;
  }

  const form: StepFormState = {
    id: STEP_FORM_ID,
    status,
    allErrors: errors,
    key,
    insert: { getButtonProps: ({ name }) => rowButton({ type: "insert", payload: { name } }) },
    remove: { getButtonProps: ({ name, index }) => rowButton({ type: "remove", payload: { name, index } }) },
    onSubmit(event) {
      const submitter = (event.nativeEvent as SubmitEvent).submitter;
      if (submitter?.getAttribute("name") === INTENT) return;
      event.preventDefault();
      const element = event.currentTarget;
      void loadCheck().then((run) => {
        const found = run(new FormData(element));
        setChecked({ answer: lastResult, errors: found ?? {} });
        if (!found) submit(element);
      });
    },
    onInput(event) {
      if (!browserErrors || !check.current) return;
      setChecked({ answer: lastResult, errors: check.current(new FormData(event.currentTarget)) ?? {} });
    },
  };
  const fields = stepField<Schema["_input"]>({ formId: STEP_FORM_ID, values, errors }, "").getFieldset();
  return { form, fields, notice: actionData?.notice ?? null, failedVersion: actionData?.version ?? null };
}

function summaryErrors(form: StepFormState): SummaryError[] {
  return Object.entries(form.allErrors).flatMap(([name, messages]) =>
    (messages ?? []).map((message) => ({ fieldId: name ? `${form.id}-${name}` : form.id, message })),
  );
}

export interface StepFormProps {
  step: PageName;
  view: StepView;
  form: StepFormState;
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
      <Form
        method="post"
        id={form.id}
        key={form.key}
        noValidate
        onSubmit={form.onSubmit}
        onInput={form.onInput}
        encType={multipart ? "multipart/form-data" : undefined}
      >
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
