import type { FieldMetadata, FormMetadata } from "@conform-to/react";
import { useLocation } from "@remix-run/react";
import { type ReactNode, useEffect, useRef, useState } from "react";

import { nextAttemptSearch } from "~/domain/post-target";
import { useT } from "~/i18n/react";
import { FieldError, useFieldError } from "./FieldError";
import { rowsOf } from "./forms";

interface RepeatingRowsProps<Row extends Record<string, unknown>> {
  form: Pick<FormMetadata, "insert" | "remove">;
  field: FieldMetadata<Row[] | undefined>;
  /** What one row is: "income" gives "Income 2", "Add another income", "Remove income 2" (`steps.row…` in the catalog). */
  rowName: RowName;
  /** The number of the first row shown (2 when the first person is the applicant, listed above). */
  firstNumber?: number;
  /** Rows that cannot be removed (the first income, say). */
  minRows?: number;
  /** The most rows there may be, and what is said in place of Add when there are that many. */
  maxRows?: { count: number; fullText: string };
  emptyText?: string;
  children: (row: FieldMetadata<Row>, index: number) => ReactNode;
}

/** The kinds of row the catalog words (a select in `rows.label` and its kin). */
type RowName = "income" | "expense" | "debt" | "person";

type Change = { kind: "added" | "removed"; index: number };

/**
 * After a row is added in place, focus its first field; after one is removed,
 * focus the list; and say which, politely, for screen readers (decision 0074).
 */
function useRowChangeFocus(listId: string, rowCount: number, rowLabel: (index: number) => string) {
  const t = useT();
  const change = useRef<Change | null>(null);
  const [announcement, setAnnouncement] = useState("");
  useEffect(() => {
    const done = change.current;
    if (!done) return;
    change.current = null;
    const list = document.getElementById(listId);
    const target =
      done.kind === "added"
        ? document.getElementById(rowId(listId, done.index))?.querySelector<HTMLElement>("input, select")
        : list;
    target?.focus();
    const row = rowLabel(done.index);
    setAnnouncement(done.kind === "added" ? t("rows.added", { row }) : t("rows.removed", { row }));
  }, [listId, rowCount, rowLabel, t]);
  return { announcement, expect: (next: Change) => (change.current = next) };
}

function rowId(listId: string, index: number) {
  return `${listId}-row-${index}`;
}

/**
 * Rows that are added and removed by submit buttons carrying conform intents:
 * with JavaScript conform adds or removes the row in place; without it the
 * action answers the form with the row added or removed (and everything typed
 * kept), and the button's fragment brings the changed place into view.
 */
export function RepeatingRows<Row extends Record<string, unknown>>({
  form,
  field,
  rowName,
  firstNumber = 1,
  minRows = 0,
  maxRows,
  emptyText,
  children,
}: RepeatingRowsProps<Row>) {
  const t = useT();
  const rows = rowsOf(field);
  const { error } = useFieldError(field.errors, { errorId: field.errorId });
  const label = (index: number) => t("rows.label", { row: rowName, number: index + firstNumber });
  const { announcement, expect } = useRowChangeFocus(field.id, rows.length, label);
  const full = maxRows !== undefined && rows.length >= maxRows.count;
  // Where the form posts (decision 0113), opening at the changed place.
  const { pathname, search } = useLocation();
  const postTo = (fragment: string) => `${pathname}${nextAttemptSearch(search)}#${fragment}`;
  return (
    <div className={`rows${error ? " field--error" : ""}`} id={field.id} tabIndex={-1}>
      <FieldError id={field.errorId} message={error} as="p" />
      {rows.length === 0 && emptyText ? <p className="muted">{emptyText}</p> : null}
      {rows.map((row, index) => (
        // conform keys the rows it has seen; a row the action added (without JavaScript) is keyed by its name.
        <fieldset className="row" key={row.key ?? row.name} id={rowId(field.id, index)}>
          <legend>{label(index)}</legend>
          {children(row, index)}
          {rows.length > minRows ? (
            <button
              type="submit"
              {...form.remove.getButtonProps({ name: field.name, index })}
              formAction={postTo(field.id)}
              onClick={() => expect({ kind: "removed", index })}
              className="button button--secondary"
            >
              {t("rows.remove", { row: rowName, number: index + firstNumber })}
            </button>
          ) : null}
        </fieldset>
      ))}
      {full ? (
        <p className="muted">{maxRows.fullText}</p>
      ) : (
        <button
          type="submit"
          {...form.insert.getButtonProps({ name: field.name })}
          formAction={postTo(rowId(field.id, rows.length))}
          onClick={() => expect({ kind: "added", index: rows.length })}
          className="button button--secondary"
        >
          {rows.length > 0 ? t("rows.addAnother", { row: rowName }) : t("rows.addFirst", { row: rowName })}
        </button>
      )}
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
