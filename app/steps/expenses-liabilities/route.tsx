import type { FieldMetadata } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { AmountRowFields } from "~/components/AmountRowFields";
import { MoneyField } from "~/components/MoneyField";
import { RepeatingRows } from "~/components/RepeatingRows";
import { SelectField } from "~/components/SelectField";
import { StepForm, useStepForm } from "~/components/StepForm";
import { amountRowInput, centsToDollarsInput, EXPENSE_TYPE_OPTIONS, LIABILITY_TYPE_OPTIONS } from "~/domain/amounts-choices";
import type { RouteHandle } from "~/route-handle";
import { stepAction } from "~/services/step-action.server";
import { stepLoader } from "~/services/step-loader.server";
import { expensesLiabilitiesSchema } from "~/steps/expenses-liabilities/schema";

const STEP = "expenses-liabilities";

export const loader = (args: LoaderFunctionArgs) =>
  stepLoader(args, STEP, (step) => {
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
  const loaded = useLoaderData<typeof loader>();
  const { form, fields, frame } = useStepForm(expensesLiabilitiesSchema, {
    expenses: loaded.expenses.length > 0 ? loaded.expenses : [{}],
    liabilities: loaded.liabilities,
  });
  return (
    <StepForm
      frame={frame}
      intro={<p>Your regular living costs, and any debts you are repaying. Include only your own share.</p>}
    >
      <h2>Living expenses</h2>
      <RepeatingRows form={form} field={fields.expenses} rowName="expense" minRows={1}>
        {(row) => (
          <AmountRowFields
            row={row}
            kind={{ label: "Kind of expense", options: EXPENSE_TYPE_OPTIONS }}
            amountLabel="Amount, in dollars"
            frequencyLabel="How often"
          />
        )}
      </RepeatingRows>

      <h2>Debts</h2>
      <RepeatingRows
        form={form}
        field={fields.liabilities}
        rowName="debt"
        emptyText="You have not added any debts. Add home loans, personal and car loans, credit cards and buy now, pay later accounts."
      >
        {(row) => <LiabilityFields row={row} />}
      </RepeatingRows>
    </StepForm>
  );
}

function LiabilityFields({ row }: { row: FieldMetadata<LiabilityRow> }) {
  const { type, amount, balance } = row.getFieldset();
  return (
    <>
      <SelectField field={type} label="Kind of debt" options={LIABILITY_TYPE_OPTIONS} />
      <MoneyField field={amount} label="Monthly repayment, in dollars" />
      <MoneyField field={balance} label="Amount still owed, in dollars (optional)" hint="Leave blank if you do not know" />
    </>
  );
}
