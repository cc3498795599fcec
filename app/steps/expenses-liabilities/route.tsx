import type { FieldMetadata } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { rowsOf } from "~/components/forms";
import { MoneyField } from "~/components/MoneyField";
import { RepeatingRows } from "~/components/RepeatingRows";
import { SelectField } from "~/components/SelectField";
import { StepForm, useStepForm } from "~/components/StepForm";
import { amountRowInput, centsToDollarsInput, FREQUENCY_OPTIONS } from "~/domain/amounts-choices";
import { stepHandle } from "~/route-handle";
import { loadStep, stepView } from "~/services/application.server";
import { stepAction } from "~/services/step-action.server";
import { EXPENSE_TYPE_OPTIONS, LIABILITY_TYPE_OPTIONS } from "~/steps/expenses-liabilities/choices";
import { expensesLiabilitiesSchema } from "~/steps/expenses-liabilities/schema";

const STEP = "expenses-liabilities";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const step = await loadStep(request, params, context, STEP);
  const { expenses = [], liabilities = [] } = step.applicant;
  return data(
    {
      view: stepView(step),
      expenses: expenses.map(amountRowInput),
      liabilities: liabilities.map((row) => ({
        type: row.type ?? undefined,
        amount: centsToDollarsInput(row.amount),
        balance: centsToDollarsInput(row.balance),
      })),
    },
    { headers: step.headers },
  );
}

export async function action(args: ActionFunctionArgs) {
  return stepAction(args, {
    step: STEP,
    schema: expensesLiabilitiesSchema,
    change: (answers) => ({ applicant: answers }),
  });
}

export const handle = stepHandle(STEP);

type ExpenseRow = { type?: string; amount?: string; frequency?: string };
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
      <RepeatingRows
        form={form}
        field={fields.expenses}
        legend={(index) => `Expense ${index + 1}`}
        addLabel="Add another expense"
        removeLabel={(index) => `Remove expense ${index + 1}`}
        minRows={1}
      >
        {(row) => <ExpenseFields row={row} />}
      </RepeatingRows>

      <h2>Debts</h2>
      <RepeatingRows
        form={form}
        field={fields.liabilities}
        legend={(index) => `Debt ${index + 1}`}
        addLabel={rowsOf(fields.liabilities).length > 0 ? "Add another debt" : "Add a debt"}
        removeLabel={(index) => `Remove debt ${index + 1}`}
        emptyText="You have not added any debts. Add home loans, personal and car loans, credit cards and buy now, pay later accounts."
      >
        {(row) => <LiabilityFields row={row} />}
      </RepeatingRows>
    </StepForm>
  );
}

function ExpenseFields({ row }: { row: FieldMetadata<ExpenseRow> }) {
  const { type, amount, frequency } = row.getFieldset();
  return (
    <>
      <SelectField field={type} label="Kind of expense" options={EXPENSE_TYPE_OPTIONS} />
      <MoneyField field={amount} label="Amount, in dollars" />
      <SelectField field={frequency} label="How often" options={FREQUENCY_OPTIONS} />
    </>
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
