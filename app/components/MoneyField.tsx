import type { FieldMetadata } from "@conform-to/react";

import { TextField } from "./Field";

/** A dollar amount: a decimal keypad on phones, cents kept by the schema. */
export function MoneyField({ field, label, hint }: { field: FieldMetadata<string | undefined>; label: string; hint?: string }) {
  return <TextField field={field} label={label} hint={hint} inputMode="decimal" autoComplete="off" className="input--money" />;
}
