import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";

import { BankAccountFields, LockedBankAccount } from "~/components/BankAccountFields";
import { StepForm, useStepForm } from "~/components/StepForm";
import { bankNameForBsb, normaliseBsb } from "~/domain/bsb";
import { isCreditBankDetailsReadOnly, isDebitBankDetailsReadOnly } from "~/domain/read-only";
import { accountLines } from "~/domain/review-answers";
import { screenPath } from "~/domain/start-screen";
import type { BankDetails } from "~/domain/types";
import { useT } from "~/i18n/react";
import type { RouteHandle } from "~/route-handle";
import { type StepContext } from "~/services/application.server";
import { getBanks } from "~/services/banks.server";
import { stepAction } from "~/services/step-action.server";
import { stepLoader } from "~/services/step-loader.server";
import { type AccountInput, type BankDetailsForm, bankDetailsSchema } from "~/steps/bank-details/schema";

const STEP = "bank-details";

type Account = "debit" | "credit";
const DATA_NAMES: Record<Account, "debitBankDetails" | "creditBankDetails"> = {
  debit: "debitBankDetails",
  credit: "creditBankDetails",
};

/** Which accounts this applicant may change now (docs/SPEC.md 4), and whether the credit account is asked at all. */
function formOf({ application, link }: StepContext) {
  const askCredit = application.financeType === "VPA_ADDITIONAL";
  const debitLocked = isDebitBankDetailsReadOnly(application, link.customerId);
  const creditLocked = isCreditBankDetailsReadOnly(application, link.customerId);
  const form: BankDetailsForm = { debit: !debitLocked, credit: askCredit && !creditLocked };
  return { form, askCredit };
}

function bsbOf(value: unknown): string | null {
  return typeof value === "string" ? normaliseBsb(value) : null;
}

function bankNames(banks: Record<string, string>, bsbs: Record<Account, unknown>): Record<Account, string | null> {
  const name = (value: unknown) => {
    const bsb = bsbOf(value);
    return bsb ? bankNameForBsb(bsb, banks) : null;
  };
  return { debit: name(bsbs.debit), credit: name(bsbs.credit) };
}

const asFormValue = (details: BankDetails | null): AccountInput | undefined =>
  details ? { bsb: details.bsb, accountNumber: details.accountNumber, accountName: details.accountName } : undefined;

export const loader = (args: LoaderFunctionArgs) =>
  stepLoader(args, STEP, ["stepBank"], async (step, { t }) => {
    const { form, askCredit } = formOf(step);
    const data_ = step.application.applicationData;
    const banks = await getBanks();
    const customerId = step.link.customerId;
    const locked = (details: BankDetails | null) => accountLines(details, banks, details?.userId !== customerId, t);
    return {
      form,
      askCredit,
      values: { debit: asFormValue(data_.debitBankDetails), credit: asFormValue(data_.creditBankDetails) },
      lockedLines: { debit: locked(data_.debitBankDetails), credit: locked(data_.creditBankDetails) },
      bankNames: bankNames(banks, { debit: data_.debitBankDetails?.bsb, credit: data_.creditBankDetails?.bsb }),
      lookupUrl: `${screenPath(step.uuid, "pay-later")}/bsb`,
      requestType: step.fundRequest.requestType,
    };
  });

/** "debitBankDetails.bsb" → "debit.bsb"; a pointer at the whole account lands on its BSB. */
function fieldOf(name: string, form: BankDetailsForm): string | null {
  for (const account of ["debit", "credit"] as const) {
    if (name === DATA_NAMES[account]) return form[account] ? `${account}.bsb` : null;
    if (name.startsWith(`${DATA_NAMES[account]}.`)) {
      return form[account] ? `${account}${name.slice(DATA_NAMES[account].length)}` : null;
    }
  }
  return null;
}

export async function action(args: ActionFunctionArgs) {
  return stepAction(args, {
    step: STEP,
    schema: (step) => bankDetailsSchema(formOf(step).form),
    change(accounts, step) {
      const applicationData: Partial<Record<(typeof DATA_NAMES)[Account], BankDetails>> = {};
      for (const account of ["debit", "credit"] as const) {
        const value = accounts[account];
        if (value) applicationData[DATA_NAMES[account]] = { ...value, userId: step.link.customerId };
      }
      return { applicationData };
    },
    toField: (name, step) => fieldOf(name, formOf(step).form),
    // Without JavaScript this is where the bank's name is looked up: shown when the page comes back.
    async extra(_step, submission) {
      const payload = submission.payload as { debit?: { bsb?: unknown }; credit?: { bsb?: unknown } };
      return { bankNames: bankNames(await getBanks(), { debit: payload.debit?.bsb, credit: payload.credit?.bsb }) };
    },
  });
}

export const handle: RouteHandle = { gtm: STEP };

export default function BankDetailsStep() {
  const t = useT();
  const {
    form: editable,
    askCredit,
    values,
    lockedLines,
    bankNames: savedNames,
    lookupUrl,
    requestType,
  } = useLoaderData<typeof loader>();
  const actionData = useActionData<{ bankNames?: Record<Account, string | null> }>();
  const names = actionData?.bankNames ?? savedNames;
  const { fields, frame } = useStepForm(bankDetailsSchema(editable), {
    debit: editable.debit ? values.debit : undefined,
    credit: editable.credit ? values.credit : undefined,
  });
  return (
    <StepForm frame={frame} intro={<p>{t("stepBank.intro")}</p>}>
      {editable.debit ? (
        <BankAccountFields
          legend={t("stepBank.debitLegend")}
          hint={t("stepBank.debitHint", { type: requestType })}
          field={fields.debit}
          bankName={names.debit}
          lookupUrl={lookupUrl}
        />
      ) : (
        <LockedBankAccount legend={t("stepBank.debitLegend")} lines={lockedLines.debit} reason={t("stepBank.lockedReason")} />
      )}
      {askCredit ? (
        editable.credit ? (
          <BankAccountFields
            legend={t("stepBank.creditLegend")}
            hint={t("stepBank.creditHint")}
            field={fields.credit}
            bankName={names.credit}
            lookupUrl={lookupUrl}
          />
        ) : (
          <LockedBankAccount legend={t("stepBank.creditLegend")} lines={lockedLines.credit} reason={t("stepBank.lockedReason")} />
        )
      ) : null}
    </StepForm>
  );
}
