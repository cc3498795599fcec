/**
 * What a step form's fields render from: names, ids and kept values in the shape
 * conform gives on the server (`income[0].amount`, id `step-income[0].amount`),
 * built in the browser without conform so that it stays off the page's first
 * load (decision 0090).
 */

/** Messages by field name; "" holds the form's own messages. */
export type FieldErrors = Record<string, string[] | null | undefined>;

type Item<T> = NonNullable<T> extends ReadonlyArray<infer Row> ? Row : never;

/** A field's kept value as the form posted it: text for a single input, else the nested value. */
export type FormValue<T> = NonNullable<T> extends ReadonlyArray<unknown>
  ? unknown[] | undefined
  : NonNullable<T> extends Record<string, unknown>
  ? Record<string, unknown> | undefined
  : string | undefined;

export interface StepField<T = unknown> {
  name: string;
  id: string;
  errorId: string;
  /** Rows are keyed by name: the form is rebuilt from each answer of the action. */
  key: string;
  errors: string[] | undefined;
  initialValue: FormValue<T>;
  getFieldset(): { [K in keyof NonNullable<T> & string]-?: StepField<NonNullable<T>[K]> };
  getFieldList(): StepField<Item<T>>[];
}

export interface FieldSource {
  formId: string;
  values: unknown;
  errors: FieldErrors;
}

function valueAt(values: unknown, name: string): unknown {
  const segments = name.match(/[^.[\]]+/g) ?? [];
  let pointer = values;
  for (const segment of segments) {
    if (pointer === null || typeof pointer !== "object" || !Object.prototype.hasOwnProperty.call(pointer, segment)) {
      return undefined;
    }
    pointer = (pointer as Record<string, unknown>)[segment];
  }
  return pointer;
}

export function stepField<T>(source: FieldSource, name: string): StepField<T> {
  const id = `${source.formId}-${name}`;
  const child = (key: string) => (name ? `${name}.${key}` : key);
  return {
    name,
    id,
    errorId: `${id}-error`,
    key: name,
    errors: source.errors[name] ?? undefined,
    initialValue: valueAt(source.values, name) as FormValue<T>,
    getFieldset() {
      return new Proxy({} as ReturnType<StepField<T>["getFieldset"]>, {
        get: (_, key) => (typeof key === "string" ? stepField(source, child(key)) : undefined),
      });
    },
    getFieldList() {
      const rows = valueAt(source.values, name);
      return Array.isArray(rows) ? rows.map((_, index) => stepField<Item<T>>(source, `${name}[${index}]`)) : [];
    },
  };
}
