import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs } from "@remix-run/node";
import type { z } from "zod";
import type { ApplicationStep } from "~/domain/steps";
import {
  loadStep,
  redirectAfterSave,
  replyToFailedSave,
  replyToSubmission,
  saveStep,
  type StepChange,
  type StepContext,
} from "./application.server";
import { requireForm } from "./form.server";

export interface StepAction<Schema extends z.ZodTypeAny> {
  step: ApplicationStep;
  /** The step's schema, or how to make it from the step (a limit that depends on the application). */
  schema: Schema | ((stepContext: StepContext) => Schema);
  /** What a valid form changes in the application. */
  change: (value: z.output<Schema>, stepContext: StepContext) => StepChange;
  /** Renames a provider field the form shows under another name (see replyToFailedSave). */
  toField?: (dataName: string) => string | null;
}

/**
 * The action a plain step shares with the others (DESIGN 3): refuse a forged form,
 * load the step (the guard included), validate with the step's schema (400 with
 * every value kept, or the page redrawn after a row is added or removed), save,
 * then 303 on to the next page, or the provider's refusal shown on its fields.
 */
export async function stepAction<Schema extends z.ZodTypeAny>(
  { request, params, context }: ActionFunctionArgs,
  action: StepAction<Schema>,
) {
  const formData = await requireForm(request);
  const stepContext = await loadStep(request, params, context, action.step, formData);
  const schema = typeof action.schema === "function" ? action.schema(stepContext) : action.schema;
  const submission = parseWithZod(formData, { schema });
  if (submission.status !== "success") return replyToSubmission(stepContext, submission);
  const saved = await saveStep(stepContext, request, action.change(submission.value, stepContext));
  return saved.ok
    ? redirectAfterSave(stepContext, saved.redirectTo)
    : replyToFailedSave(stepContext, submission, saved, action.toField);
}
