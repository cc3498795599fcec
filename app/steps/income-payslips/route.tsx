import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { AmountRowFields } from "~/components/AmountRowFields";
import { FileInput } from "~/components/FileInput";
import { rowsOf } from "~/components/forms";
import { RepeatingRows } from "~/components/RepeatingRows";
import { StepForm, useStepForm } from "~/components/StepForm";
import { amountRowInput, INCOME_TYPES } from "~/domain/amounts-choices";
import type { MediaReference } from "~/domain/types";
import { T, useT } from "~/i18n/react";
import type { RouteHandle } from "~/route-handle";
import { stepAction } from "~/services/step-action.server";
import { stepLoader } from "~/services/step-loader.server";
import { uploadWithForm } from "~/services/step-upload.server";
import { PAYSLIP_COLLECTION, PAYSLIP_FILES_FIELD } from "~/steps/income-payslips/choices";
import { incomePayslipsSchema } from "~/steps/income-payslips/schema";

const STEP = "income-payslips";

export const loader = (args: LoaderFunctionArgs) =>
  stepLoader(args, STEP, ["stepIncome", "amounts", "rows", "files"], (step) => {
    const { income = [], payslips = [] } = step.applicant;
    return {
      income: income.map(amountRowInput),
      // The file name rides along on the row (the provider keeps unknown keys) so the list can show it.
      payslips: payslips.map((row: MediaReference & { fileName?: unknown }) => ({
        mediaId: row.mediaId,
        fileName: typeof row.fileName === "string" ? row.fileName : undefined,
      })),
    };
  });

export async function action(args: ActionFunctionArgs) {
  return stepAction(args, {
    step: STEP,
    schema: incomePayslipsSchema,
    // Files go to the provider's media store first and come back as payslip rows.
    async prepare(step, formData) {
      const uploaded = await uploadWithForm(step, formData, {
        fileField: PAYSLIP_FILES_FIELD,
        collection: PAYSLIP_COLLECTION,
        list: "payslips",
      });
      return { formData: uploaded.formData, fieldErrors: { [PAYSLIP_FILES_FIELD]: uploaded.errors } };
    },
    change: (answers) => ({ applicant: answers }),
  });
}

export const handle: RouteHandle = { gtm: STEP };

export default function IncomePayslips() {
  const t = useT();
  const loaded = useLoaderData<typeof loader>();
  const { form, fields, frame } = useStepForm(incomePayslipsSchema, {
    income: loaded.income.length > 0 ? loaded.income : [{}],
    payslips: loaded.payslips,
  });
  const payslips = rowsOf(fields.payslips);
  const fileErrors = form.allErrors[PAYSLIP_FILES_FIELD];
  const fileInputId = `${form.id}-${PAYSLIP_FILES_FIELD}`;
  return (
    <StepForm frame={frame} multipart intro={<p>{t("stepIncome.intro")}</p>}>
      <h2>{t("stepIncome.yourIncome")}</h2>
      <RepeatingRows form={form} field={fields.income} rowName="income" minRows={1}>
        {(row) => (
          <AmountRowFields
            row={row}
            kind={{
              label: t("stepIncome.kind"),
              options: INCOME_TYPES.map((value) => ({ value, label: t("amounts.incomeType", { type: value }) })),
            }}
            amountLabel={t("stepIncome.amount")}
            frequencyLabel={t("stepIncome.frequency")}
          />
        )}
      </RepeatingRows>

      <h2>{t("stepIncome.payslips")}</h2>
      <p>{t("stepIncome.payslipsText")}</p>
      {payslips.length > 0 ? (
        <ul className="documents">
          {payslips.map((payslip, index) => {
            const { mediaId, fileName } = payslip.getFieldset();
            return (
              <li key={payslip.key ?? payslip.name}>
                <input type="hidden" name={mediaId.name} value={String(mediaId.initialValue ?? "")} />
                <input type="hidden" name={fileName.name} value={String(fileName.initialValue ?? "")} />
                <span>
                  {fileName.initialValue ? (
                    <span translate="no">{String(fileName.initialValue)}</span>
                  ) : (
                    t("stepIncome.payslip", { number: index + 1 })
                  )}
                </span>
                <button
                  type="submit"
                  {...form.remove.getButtonProps({ name: fields.payslips.name, index })}
                  className="button button--secondary button--small"
                >
                  <T
                    id="stepIncome.removePayslip"
                    values={{ number: index + 1 }}
                    components={{ 0: <span className="visually-hidden" /> }}
                  />
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      <FileInput
        id={fileInputId}
        name={PAYSLIP_FILES_FIELD}
        label={payslips.length > 0 ? t("stepIncome.addMore") : t("stepIncome.add")}
        hint={t("stepIncome.fileHint")}
        errors={fileErrors}
      />
    </StepForm>
  );
}
