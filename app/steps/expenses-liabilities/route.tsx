import type { FieldMetadata } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { AmountRowFields } from "~/components/AmountRowFields";
import { MoneyField } from "~/components/Field";
import { RepeatingRows } from "~/components/RepeatingRows";
import { SelectField } from "~/components/SelectField";
import { StepForm, useStepForm } from "~/components/StepForm";
import { amountRowInput, centsToDollarsInput, EXPENSE_TYPES, LIABILITY_TYPES } from "~/domain/amounts-choices";
import { useT } from "~/i18n/react";
import type { RouteHandle } from "~/route-handle";
import { stepAction } from "~/services/step-action.server";
import { stepLoader } from "~/services/step-loader.server";
import { expensesLiabilitiesSchema } from "~/steps/expenses-liabilities/schema";

const STEP = "expenses-liabilities";

export const loader = (args: LoaderFunctionArgs) =>
  stepLoader(args, STEP, ["stepExpenses", "amounts", "rows"], (step) => {
    const { expenses = [], liabilities = [] } = step.applicant;
    return {
      expenses: expenses.map(amountRowInput),
      liabilities: liabilities.map((row) => ({
        type: row.type ?? undefined,
        amount: centsToDollarsInput(row.amount),
        balance: centsToDollarsInput(row.balance),
      })),
    };
  });

export async function action(args: ActionFunctionArgs) {
  return stepAction(args, {
    step: STEP,
    schema: expensesLiabilitiesSchema,
    change: (answers) => ({ applicant: answers }),
  });
}

export const handle: RouteHandle = { gtm: STEP };

type LiabilityRow = { type?: string; amount?: string; balance?: string };

export default function ExpensesLiabilities() {
  const t = useT();
  const loaded = useLoaderData<typeof loader>();
  const { form, fields, frame } = useStepForm(expensesLiabilitiesSchema, {
    expenses: loaded.expenses.length > 0 ? loaded.expenses : [{}],
    liabilities: loaded.liabilities,
  });
  return (
    <StepForm frame={frame} intro={<p>{t("stepExpenses.intro")}</p>}>
      <h2>{t("stepExpenses.livingExpenses")}</h2>
      <RepeatingRows form={form} field={fields.expenses} rowName="expense" minRows={1}>
        {(row) => (
          <AmountRowFields
            row={row}
            kind={{
              label: t("stepExpenses.kind"),
              options: EXPENSE_TYPES.map((value) => ({ value, label: t("amounts.expenseType", { type: value }) })),
            }}
            amountLabel={t("stepExpenses.amount")}
            frequencyLabel={t("stepExpenses.frequency")}
          />
        )}
      </RepeatingRows>

      <h2>{t("stepExpenses.debts")}</h2>
      <RepeatingRows form={form} field={fields.liabilities} rowName="debt" emptyText={t("stepExpenses.noDebts")}>
        {(row) => <LiabilityFields row={row} />}
      </RepeatingRows>
    </StepForm>
  );
}

function LiabilityFields({ row }: { row: FieldMetadata<LiabilityRow> }) {
  const t = useT();
  const { type, amount, balance } = row.getFieldset();
  const kinds = LIABILITY_TYPES.map((value) => ({ value, label: t("amounts.liabilityType", { type: value }) }));
  return (
    <>
      <SelectField field={type} label={t("stepExpenses.debtKind")} options={kinds} />
      <MoneyField field={amount} label={t("stepExpenses.monthly")} />
      <MoneyField field={balance} label={t("stepExpenses.owed")} hint={t("stepExpenses.owedHint")} />
    </>
  );
}
