import type { Submission } from "@conform-to/react";
import type { ActionFunctionArgs } from "@remix-run/node";
import type { GenericSchema, InferOutput } from "valibot";

import { screenPath } from "~/domain/start-screen";
import type { ApplicationStep, PageName } from "~/domain/steps";
import { loadStep, rebaseStep, redirectAfterSave, saveStep, type StepChange, type StepContext } from "./application.server";
import { type FailedSave, formAction } from "./form-action.server";

/** What a step may answer instead of a change: problems on its fields, or the provider's refusal. */
export type StepRefusal = { fieldErrors: Record<string, string[]> } | { failure: FailedSave };

/**
 * A provider call of the step's own already made the change (signing the contract): no save follows, only the
 * page; or the applicant leaves for the provider's own page (its signing ceremony), an absolute URL.
 */
export type StepDone = { done: PageName } | { leave: string };

export interface StepAction<Schema extends GenericSchema> {
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
    value: InferOutput<Schema>,
    stepContext: StepContext,
  ) => StepChange | StepRefusal | StepDone | Promise<StepChange | StepRefusal | StepDone>;
  /** Renames a provider field the form shows under another name (its `source.pointer`). */
  toField?: (dataName: string, stepContext: StepContext) => string | null;
  /** More for the page when it is drawn again with the answer (the bank names of the BSBs typed). */
  extra?: (stepContext: StepContext, submission: Submission<unknown>) => Promise<Record<string, unknown>>;
}

/** This applicant's place in the application data, where the provider's pointers name their answers. */
function applicantIndex({ application, link }: StepContext): number {
  return application.applicationData.applicants.findIndex((applicant) => applicant.id === link.customerId);
}

/**
 * The action every application step shares (docs/DESIGN.md 3), through the one form
 * pipeline (form-action.server.ts): load the step (the guard included), validate
 * with the step's schema, make the change, save with the version the form was
 * drawn from, then 303 on to the next page; every refusal comes back as the form.
 */
export function stepAction<Schema extends GenericSchema>(args: ActionFunctionArgs, action: StepAction<Schema>) {
  return formAction<StepContext, Schema>(args, {
    load: ({ request, params, context }, form) => loadStep(request, params, context, action.step, form),
    schema: action.schema,
    prepare: action.prepare,
    async submit(value, stepContext) {
      const outcome = await action.change(value, stepContext);
      if ("fieldErrors" in outcome || "failure" in outcome) return outcome;
      if ("done" in outcome) return redirectAfterSave(stepContext, screenPath(stepContext.uuid, outcome.done));
      if ("leave" in outcome) return redirectAfterSave(stepContext, outcome.leave);
      const target = outcome.basedOn ? rebaseStep(stepContext, outcome.basedOn) : stepContext;
      const saved = await saveStep(target, args.request, outcome);
      return saved.ok ? redirectAfterSave(target, saved.redirectTo) : { failure: saved };
    },
    toField: action.toField,
    applicantIndex,
    headers: (stepContext) => stepContext.headers,
    extra: action.extra,
  });
}
