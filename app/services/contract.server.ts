// The contract pages' load and save (decision 0162): contract-signing and
// please-sign are the same screen for two applicants, so they share this
// loader and action; the provider's sign and decline calls make the change
// themselves, and the step action only draws a refusal or moves on.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";

import { contractFigures, signatureProgress, type Signer, signersOf } from "~/domain/contract";
import { screenPath } from "~/domain/start-screen";
import type { ApplicationStep } from "~/domain/steps";
import type { Contract } from "~/domain/types";
import { contractSchema } from "~/steps/contract-signing/schema";
import { failedSave, loadStep, type StepContext } from "./application.server";
import { ProviderError } from "./provider.server";
import { stepAction } from "./step-action.server";
import { stepLoader } from "./step-loader.server";

/** The query that turns the sign page into the decline confirmation, so declining works without JavaScript. */
export const DECLINE_QUERY = "decline";

/** The application's contract, or null while the provider has not made it (approved, document still to come). */
export async function contractOf({ provider, link, application }: StepContext): Promise<Contract | null> {
  try {
    return await provider.getContract(link, application.id);
  } catch (error) {
    if (error instanceof ProviderError && error.status === 404) return null;
    throw error;
  }
}

/** What a page about the contract shows: the document and its figures, and where the others' signatures stand. */
export function contractView(contract: Contract, customerId: string) {
  return {
    terms: contract.document,
    figures: contractFigures(contract.document),
    documentHash: contract.documentHash,
    progress: signatureProgress(signersOf(contract), customerId),
  };
}

/** The sign page, or its decline confirmation; without a contract yet, the conditional approval page. */
export function signingLoader(args: LoaderFunctionArgs, step: ApplicationStep) {
  return stepLoader(args, step, async (stepContext) => {
    const contract = await contractOf(stepContext);
    if (!contract) throw redirect(screenPath(stepContext.uuid, "creating-contract"), { headers: stepContext.headers });
    const customer = stepContext.fundRequest.customers.find((c) => c.id === stepContext.link.customerId);
    return {
      ...contractView(contract, stepContext.link.customerId),
      declining: new URL(args.request.url).searchParams.has(DECLINE_QUERY),
      signerName: customer ? `${customer.firstName} ${customer.lastName}` : null,
    };
  });
}

/** The form's confirmation names and the provider's: `confirmations.hasReadContract` is the box `hasReadContract`. */
function toField(dataName: string): string | null {
  if (dataName === "fullName" || dataName === "reason") return dataName;
  const [group, name] = dataName.split(".");
  return group === "confirmations" && name ? name : null;
}

export function signingAction(args: ActionFunctionArgs, step: ApplicationStep) {
  return stepAction(args, {
    step,
    schema: contractSchema,
    async change(form, { provider, link, application, form: posted }) {
      // Every step form carries the version it was drawn from (stepAction refuses one without).
      const version = posted.version ?? application.version;
      try {
        if (form.intent === "decline") {
          await provider.declineContract(link, application.id, { version, reason: form.reason || null });
          return { done: "declined-signature" };
        }
        // The schema has checked each box; the provider checks them again and the name against the applicant's.
        const confirmations = { hasReadContract: true, acceptsKeyTerms: true, understandsCoolingOff: true } as const;
        await provider.signContract(link, application.id, { version, fullName: form.fullName ?? "", confirmations });
        return { done: "signed" };
      } catch (error) {
        return { failure: failedSave(error) };
      }
    },
    toField,
  });
}

/** A page about the contract that has no form: the step's guard, its application and the contract if made. */
export async function loadContractPage({ request, params, context }: LoaderFunctionArgs, step: ApplicationStep) {
  const stepContext = await loadStep(request, params, context, step);
  return { stepContext, contract: await contractOf(stepContext) };
}

/** The applicants as signers, from the application's own flags: a contract made outside the portal's calls has no record. */
export function signersFromApplication({ application, fundRequest }: StepContext): Signer[] {
  return application.applicationData.applicants.map((applicant) => {
    const customer = fundRequest.customers.find((c) => c.id === applicant.id);
    return {
      customerId: applicant.id,
      name: customer ? `${customer.firstName} ${customer.lastName}` : "Another applicant",
      signed: applicant.hasSignedContract,
    };
  });
}
