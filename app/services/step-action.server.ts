import type { Submission } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import type { z } from "zod";

import { screenPath } from "~/domain/start-screen";
import type { ApplicationStep, PageName } from "~/domain/steps";
import {
  type FailedSave,
  keepForPage,
  loadStep,
  rebaseStep,
  redirectAfterSave,
  replyToExpiredForm,
  replyToFailedSave,
  replyToSubmission,
  saveStep,
  type StepChange,
  type StepContext,
  stepFromSnapshot,
} from "./application.server";
import { carriesCsrf, csrfRefused } from "./csrf.server";
import { readForm } from "./form.server";
import { isProviderUnavailable } from "./link.server";
import { markRefusedSubmit } from "./refused-submit.server";

/** What a step may answer instead of a change: problems on its fields, or the provider's refusal. */
export type StepRefusal = { fieldErrors: Record<string, string[]> } | { failure: FailedSave };

/**
 * A provider call of the step's own already made the change (signing the contract): no save follows, only the
 * page; or the applicant leaves for the provider's own page (its signing ceremony), an absolute URL.
 */
export type StepDone = { done: PageName } | { leave: string };

export interface StepAction<Schema extends z.ZodTypeAny> {
  step: ApplicationStep;
  /** The step's schema, or how to make it from the step (a limit that depends on the application). */
  schema: Schema | ((stepContext: StepContext) => Schema);
  /**
   * Turns the posted form into the one the schema reads, before it is parsed:
   * uploads become rows; `fieldErrors` are problems the schema cannot see.
   */
  prepare?: (
    stepContext: StepContext,
    formData: FormData,
  ) => Promise<{ formData: FormData; fieldErrors?: Record<string, string[]> }>;
  /**
   * What a valid form changes in the application. It may ask the provider first
   * (the identity check), and then say which application the change builds on.
   */
  change: (
    value: z.output<Schema>,
    stepContext: StepContext,
  ) => StepChange | StepRefusal | StepDone | Promise<StepChange | StepRefusal | StepDone>;
  /** Renames a provider field the form shows under another name (see replyToFailedSave). */
  toField?: (dataName: string, stepContext: StepContext) => string | null;
  /** More for the page when it is drawn again with the answer (the bank names of the BSBs typed). */
  extra?: (stepContext: StepContext, submission: Submission<unknown>) => Promise<Record<string, unknown>>;
}

function isRefusal(outcome: StepChange | StepRefusal | StepDone): outcome is StepRefusal {
  return "fieldErrors" in outcome || "failure" in outcome;
}

/**
 * The action every application step shares (DESIGN 3): draw a form whose token had
 * gone again with its answers and a fresh token (403, decision 0111), load
 * the step (the guard included), validate with the step's schema (400 with every
 * value kept, or the page redrawn after a row is added or removed), save, then 303
 * on to the next page, or the provider's refusal shown on its fields. When the
 * provider does not answer, before the save or at it, the same page comes back with
 * everything typed and "not saved yet" (503), drawn from the form's snapshot when
 * the step itself could not be loaded (decision 0110).
 */
export async function stepAction<Schema extends z.ZodTypeAny>(
  { request, params, context }: ActionFunctionArgs,
  action: StepAction<Schema>,
) {
  const posted = await readForm(request);
  const schemaOf = (stepContext: StepContext) =>
    typeof action.schema === "function" ? action.schema(stepContext) : action.schema;
  // The page is drawn with the step this answer was made from, and no second call to the provider.
  const answer = async (
    stepContext: StepContext,
    reply: ReturnType<typeof replyToSubmission>,
    submission: Submission<unknown>,
  ) => {
    keepForPage(context, stepContext);
    if ((reply.init?.status ?? 200) >= 400) markRefusedSubmit(context);
    return action.extra
      ? data({ ...reply.data, ...(await action.extra(stepContext, submission)) }, reply.init ?? undefined)
      : reply;
  };

  // A same-site form whose token had gone (server.ts refuses cross-site posts before any action).
  if (!(await carriesCsrf(posted, request))) {
    // Not a step form of the portal's (no valid version), or a step that no longer applies: the bare 403.
    const drawn = await loadStep(request, params, context, action.step, posted).catch(() => csrfRefused());
    const submission = parseWithZod(posted, { schema: schemaOf(drawn) });
    return answer(drawn, replyToExpiredForm(drawn, submission), submission);
  }

  let stepContext: StepContext;
  try {
    stepContext = await loadStep(request, params, context, action.step, posted);
  } catch (error) {
    const drawn = isProviderUnavailable(error) ? await stepFromSnapshot(request, params, context, action.step, posted) : null;
    if (!drawn) throw error;
    const submission = parseWithZod(posted, { schema: schemaOf(drawn) });
    return answer(drawn, replyToFailedSave(drawn, submission, { ok: false, kind: "unavailable", errors: [] }), submission);
  }

  const prepared = action.prepare ? await action.prepare(stepContext, posted) : { formData: posted };
  const submission = parseWithZod(prepared.formData, { schema: schemaOf(stepContext) });
  const toField = action.toField && ((name: string) => action.toField!(name, stepContext));
  const problems = Object.values(prepared.fieldErrors ?? {}).some((messages) => messages.length > 0)
    ? prepared.fieldErrors
    : undefined;
  if (submission.status !== "success" || problems) {
    return answer(stepContext, replyToSubmission(stepContext, submission, problems), submission);
  }
  const outcome = await action.change(submission.value, stepContext);
  if (isRefusal(outcome)) {
    const reply =
      "failure" in outcome
        ? replyToFailedSave(stepContext, submission, outcome.failure, toField)
        : replyToSubmission(stepContext, submission, outcome.fieldErrors);
    return answer(stepContext, reply, submission);
  }
  if ("done" in outcome) return redirectAfterSave(stepContext, screenPath(stepContext.uuid, outcome.done));
  if ("leave" in outcome) return redirectAfterSave(stepContext, outcome.leave);
  const target = outcome.basedOn ? rebaseStep(stepContext, outcome.basedOn) : stepContext;
  const saved = await saveStep(target, request, outcome);
  return saved.ok
    ? redirectAfterSave(target, saved.redirectTo)
    : answer(target, replyToFailedSave(target, submission, saved, toField), submission);
}
