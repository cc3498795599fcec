// The contract pages' load and save (decision 0162): contract-signing and
// please-sign are the same screen for two applicants, so they share this
// loader and action; the provider's sign and decline calls make the change
// themselves, and the step action only draws a refusal or moves on.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";

import { contractFigures, progressInWords, signatureProgress, type Signer, signersOf } from "~/domain/contract";
import { contractEvent, type ContractEventName, type SigningMethod } from "~/domain/contract-analytics";
import { contractSchema } from "~/domain/contract-form";
import { DECLINE_QUERY } from "~/domain/page-queries";
import { screenPath } from "~/domain/start-screen";
import type { ApplicationStep } from "~/domain/steps";
import type { Contract } from "~/domain/types";
import type { Locale } from "~/i18n/language";
import type { Namespace, Translate } from "~/i18n/translate";
import { trackEvent } from "./analytics.server";
import { loadStep, type StepContext } from "./application.server";
import { publicUrl } from "./env.server";
import { getLinkFeatureFlags } from "./feature-flags.server";
import { failedSave } from "./form-action.server";
import { loanSummaryLink } from "./loan-summary.server";
import { ProviderError } from "./provider.server";
import { stepAction } from "./step-action.server";
import { stepLoader } from "./step-loader.server";

/** The application's contract, or null while the provider has not made it (approved, document still to come). */
export async function contractOf({ provider, link, application }: StepContext): Promise<Contract | null> {
  try {
    return await provider.getContract(link, application.id);
  } catch (error) {
    if (error instanceof ProviderError && error.status === 404) return null;
    throw error;
  }
}

/** The portal's way to the contract's PDF (decision 0164): it asks the provider for a fresh download each time. */
export function contractPdfPath(uuid: string): string {
  return `/z/${encodeURIComponent(uuid)}/contract.pdf`;
}

/** What a page about the contract shows: the document and its figures, and where the others' signatures stand. */
export function contractView(contract: Contract, customerId: string, uuid: string, locale: Locale) {
  return {
    terms: contract.document,
    figures: contractFigures(contract.document),
    documentHash: contract.documentHash,
    progress: progressInWords(signatureProgress(signersOf(contract), customerId), locale),
    pdf: contract.pdf ? { href: contractPdfPath(uuid), kilobytes: Math.max(1, Math.round(contract.pdf.size / 1024)) } : null,
  };
}

/** Sent from the server, not awaited: analytics never slows a page or fails it. */
export function trackContract(name: ContractEventName, request: Request, applicationId: string, method?: SigningMethod) {
  const { params } = contractEvent(name, { applicationId, pagePath: new URL(request.url).pathname, method });
  void trackEvent(name, params);
}

/** The words of each view: the decline confirmation shows neither the contract nor the signing form (decision 0274). */
const SIGNING_WORDS: readonly Namespace[] = ["contract", "contractSigning", "abbreviations"];
const DECLINING_WORDS: readonly Namespace[] = ["contract", "contractDeclining"];

/** The sign page, or its decline confirmation; without a contract yet, the conditional approval page. */
export function signingLoader(args: LoaderFunctionArgs, step: ApplicationStep) {
  const declining = new URL(args.request.url).searchParams.has(DECLINE_QUERY);
  return stepLoader(args, step, declining ? DECLINING_WORDS : SIGNING_WORDS, async (stepContext, { locale }) => {
    const contract = await contractOf(stepContext);
    if (!contract) throw redirect(screenPath(stepContext.uuid, "creating-contract"), { headers: stepContext.headers });
    const customer = stepContext.fundRequest.customers.find((c) => c.id === stepContext.link.customerId);
    if (!declining) trackContract("contract_viewed", args.request, stepContext.application.id);
    return {
      ...contractView(contract, stepContext.link.customerId, stepContext.uuid, locale),
      // The loan on one screen, one link from the contract (decision 0353); the decline confirmation shows neither.
      summary: declining ? null : loanSummaryLink(stepContext.uuid, locale),
      declining,
      ceremony: (await getLinkFeatureFlags(stepContext)).docusign,
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
    async change(form, { provider, link, application, uuid, form: posted }) {
      // Every step form carries the version it was drawn from (stepAction refuses one without).
      const version = posted.version ?? application.version;
      try {
        if (form.intent === "decline") {
          await provider.declineContract(link, application.id, { version, reason: form.reason || null });
          trackContract("contract_declined", args.request, application.id, "typed");
          return { done: "declined-signature" };
        }
        if (form.intent === "ceremony") {
          // The provider's hosted ceremony comes back to lodge-signed with its answer (decision 0163).
          const returnUrl = publicUrl(screenPath(uuid, "lodge-signed"));
          const ceremony = await provider.startSigningCeremony(link, application.id, { version, returnUrl });
          if (!/^https?:\/\//.test(ceremony.ceremonyUrl)) {
            throw new Error("The provider answered a signing ceremony that is not an http(s) URL");
          }
          return { leave: ceremony.ceremonyUrl };
        }
        // The schema has checked each box; the provider checks them again and the name against the applicant's.
        const confirmations = { hasReadContract: true, acceptsKeyTerms: true, understandsCoolingOff: true } as const;
        await provider.signContract(link, application.id, { version, fullName: form.fullName ?? "", confirmations });
        trackContract("contract_signed", args.request, application.id, "typed");
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
export function signersFromApplication({ application, fundRequest }: StepContext, t: Translate): Signer[] {
  return application.applicationData.applicants.map((applicant) => {
    const customer = fundRequest.customers.find((c) => c.id === applicant.id);
    return {
      customerId: applicant.id,
      name: customer ? `${customer.firstName} ${customer.lastName}` : t("stepSubmitted.anotherApplicant"),
      signed: applicant.hasSignedContract,
    };
  });
}
