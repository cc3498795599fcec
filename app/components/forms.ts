import { type DefaultValue, type FieldMetadata, type FormMetadata, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithValibot } from "@conform-to/valibot";
import { type FormEvent, useEffect, useRef, useState } from "react";
import type { GenericSchema, InferInput, InferOutput } from "valibot";

import type { FormNotice } from "~/domain/form-reply";
import type { SummaryError } from "./ErrorSummary";
import { useMarkRefused } from "./refused-title";

/** What a form's fields hold as the browser posts them: conform types its fields by it. */
export type FormInput<Schema extends GenericSchema> = Extract<InferInput<Schema>, Record<string, unknown>>;

export interface SchemaFormOptions<Schema extends GenericSchema> {
  /** The form's id; conform derives each field's id from it (`step-income[0].amount`). */
  id: string;
  /** The schema the action parses with too, so the browser and the server say the same thing. */
  schema: Schema;
  /** The action's last answer (`submission.reply()`): kept values, errors, a row added or removed. */
  lastResult?: SubmissionResult<string[]> | null;
  /** The action's notice beside its reply (not saved yet, expired, a conflict): the page's title says "Error: " too. */
  notice?: FormNotice | null;
  defaultValue?: DefaultValue<FormInput<Schema>>;
}

/** The error summary of a form: what the last failed submit left wrong, and which submit that was. */
export interface FormSummary {
  errors: SummaryError[];
  /** Changes with every failed submit, in the browser or answered by the server: the summary takes focus again. */
  attempt: unknown;
}

function summaryErrors(form: FormMetadata): SummaryError[] {
  return Object.entries(form.allErrors).flatMap(([name, messages]) =>
    (messages ?? []).map((message) => ({ fieldId: name ? `${form.id}-${name}` : form.id, message })),
  );
}

/** What a form holds, as one string to compare: a file by its name, size and date. */
function contentsOf(formData: FormData): string {
  return JSON.stringify(
    [...formData.entries()].map(([name, value]) =>
      typeof value === "string" ? [name, value] : [name, value.name, value.size, value.lastModified],
    ),
  );
}

function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback !== "function") {
    const timer = window.setTimeout(run, 0);
    return () => window.clearTimeout(timer);
  }
  const idle = window.requestIdleCallback(run);
  return () => window.cancelIdleCallback(idle);
}

/**
 * The check runs ahead, while the payer reads and types: once when the page is
 * ready (its first run is its slowest, nothing compiled yet), then once in idle
 * time after each change. It keeps what the form held when it passed. At the press,
 * a form that holds just that, and no row button pressed (conform's intents are in
 * the form data with their button), has nothing left to check: it can go as the
 * browser posts it, with no check or redraw holding the post back (decision 0090).
 */
function useCheckAhead(id: string, schema: GenericSchema) {
  const latest = useRef(schema);
  latest.current = schema;
  const passed = useRef<string | null>(null);
  useEffect(() => {
    const form = document.forms.namedItem(id);
    if (!form) return;
    let cancel: (() => void) | null = null;
    const check = () => {
      cancel = null;
      const formData = new FormData(form);
      passed.current = parseWithValibot(formData, { schema: latest.current }).status === "success" ? contentsOf(formData) : null;
    };
    const schedule = () => {
      cancel ??= whenIdle(check);
    };
    schedule();
    form.addEventListener("input", schedule);
    form.addEventListener("change", schedule);
    return () => {
      cancel?.();
      form.removeEventListener("input", schedule);
      form.removeEventListener("change", schedule);
    };
  }, [id]);
  /** Whether the form, as this submit sends it, is the one the check passed. */
  return (event: FormEvent<HTMLFormElement>): boolean => {
    if (passed.current === null) return false;
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    return contentsOf(new FormData(event.currentTarget, submitter)) === passed.current;
  };
}

/**
 * Every form of the portal: conform's useForm with the form's valibot schema, as its
 * documentation and the Epic Stack use it. It checks on submit, then each field
 * again as it is corrected; checking on blur made a message appear above Continue
 * as the pointer went down on it, so the button moved and the click was lost
 * (decision 0070). Row buttons (conform's insert and remove intents) work in
 * place; without JavaScript the same buttons post to the action.
 *
 * The error summary lists the errors once a submit has failed, here or at the
 * server, and stays while any is left; it takes focus on each failed submit,
 * never while the payer types.
 */
export function useSchemaForm<Schema extends GenericSchema>({
  id,
  schema,
  lastResult,
  notice,
  defaultValue,
}: SchemaFormOptions<Schema>) {
  // A submit refused in the browser belongs to the server answer it was made on.
  const [refused, setRefused] = useState<{ lastResult: typeof lastResult; count: number } | null>(null);
  const [form, fields] = useForm<FormInput<Schema>, InferOutput<Schema>>({
    id,
    lastResult,
    defaultValue,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate({ formData }) {
      const submission = parseWithValibot(formData, { schema });
      // A row added or removed, or a field checked as it is typed, has no status: only a refused submit counts.
      if (submission.status === "error") setRefused((last) => ({ lastResult, count: (last?.count ?? 0) + 1 }));
      return submission;
    },
  });
  const checkedAhead = useCheckAhead(id, schema);
  const refusedHere = refused !== null && refused.lastResult === lastResult ? refused : null;
  const failed = refusedHere !== null || lastResult?.status === "error";
  // With JavaScript the server does not draw the title again: the form marks it (decision 0200).
  useMarkRefused(failed || (notice ?? null) !== null);
  const summary: FormSummary = {
    errors: failed ? summaryErrors(form) : [],
    attempt: refusedHere ? refusedHere.count : lastResult,
  };
  return { form, fields, failed, summary, checkedAhead };
}

/**
 * A list's rows. A forged form can post text where a list should be, and conform
 * throws on that: such a list shows no rows, and the schema's message says why.
 */
export function rowsOf<Row>(field: FieldMetadata<Row[] | undefined>): FieldMetadata<Row>[] {
  return field.initialValue === undefined || Array.isArray(field.initialValue) ? field.getFieldList() : [];
}
