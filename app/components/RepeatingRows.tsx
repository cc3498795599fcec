import type { StepField } from "./step-fields";
import type { StepFormState } from "./StepForm";
import type { ReactNode } from "react";

export interface RepeatingRowsProps<Row extends Record<string, unknown>> {
  form: StepFormState;
  field: StepField<Row[] | undefined>;
  /** Each row's legend, e.g. "Income 2". */
  legend: (index: number) => string;
  addLabel: string;
  /** The Remove button's accessible text names its row: "Remove income 2". */
  removeLabel: (index: number) => string;
  /** Rows that cannot be removed (the first income, say). */
  minRows?: number;
  emptyText?: string;
  children: (row: StepField<Row>, index: number) => ReactNode;
}

/**
 * Rows that are added and removed by submit buttons carrying conform intents, read by the action:
 * without JavaScript the action answers the form with the row added or removed
 * (and everything typed kept); with it, the same answer comes back without a page load.
 */
export function RepeatingRows<Row extends Record<string, unknown>>({
  form,
  field,
  legend,
  addLabel,
  removeLabel,
  minRows = 0,
  emptyText,
  children,
}: RepeatingRowsProps<Row>) {
  const rows = field.getFieldList();
  const error = field.errors?.[0];
  return (
    <div className={`rows${error ? " field--error" : ""}`} id={field.id} tabIndex={-1}>
      {error ? (
        <p className="field__error" id={field.errorId}>
          <span className="visually-hidden">Error:</span> {error}
        </p>
      ) : null}
      {rows.length === 0 && emptyText ? <p className="muted">{emptyText}</p> : null}
      {rows.map((row, index) => (
        <fieldset className="row" key={row.key ?? row.name}>
          <legend>{legend(index)}</legend>
          {children(row, index)}
          {rows.length > minRows ? (
            <button {...form.remove.getButtonProps({ name: field.name, index })} className="button button--secondary">
              {removeLabel(index)}
            </button>
          ) : null}
        </fieldset>
      ))}
      <button {...form.insert.getButtonProps({ name: field.name })} className="button button--secondary">
        {addLabel}
      </button>
    </div>
  );
}
