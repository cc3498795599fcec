import type { FieldMetadata, FormMetadata } from "@conform-to/react";
import type { ReactNode } from "react";

import { rowsOf } from "./forms";

export interface RepeatingRowsProps<Row extends Record<string, unknown>> {
  form: Pick<FormMetadata, "insert" | "remove">;
  field: FieldMetadata<Row[] | undefined>;
  /** Each row's legend, e.g. "Income 2". */
  legend: (index: number) => string;
  addLabel: string;
  /** The Remove button's accessible text names its row: "Remove income 2". */
  removeLabel: (index: number) => string;
  /** Rows that cannot be removed (the first income, say). */
  minRows?: number;
  emptyText?: string;
  children: (row: FieldMetadata<Row>, index: number) => ReactNode;
}

/**
 * Rows that are added and removed by submit buttons carrying conform intents:
 * with JavaScript conform adds or removes the row in place; without it the
 * action answers the form with the row added or removed (and everything typed kept).
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
  const rows = rowsOf(field);
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
        // conform keys the rows it has seen; a row the action added (without JavaScript) is keyed by its name.
        <fieldset className="row" key={row.key ?? row.name}>
          <legend>{legend(index)}</legend>
          {children(row, index)}
          {rows.length > minRows ? (
            <button
              type="submit"
              {...form.remove.getButtonProps({ name: field.name, index })}
              className="button button--secondary"
            >
              {removeLabel(index)}
            </button>
          ) : null}
        </fieldset>
      ))}
      <button type="submit" {...form.insert.getButtonProps({ name: field.name })} className="button button--secondary">
        {addLabel}
      </button>
    </div>
  );
}
