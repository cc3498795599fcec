import type { Citizenship } from "~/domain/types";
import type { MessageKey } from "~/i18n/translate";

/** The answers in the order offered, each with its words in the catalog. */
export const CITIZENSHIP_OPTIONS: ReadonlyArray<{ value: Citizenship; label: MessageKey; hint?: MessageKey }> = [
  { value: "CITIZEN", label: "stepCitizenship.citizen" },
  { value: "PERMANENT_RESIDENT", label: "stepCitizenship.permanentResident" },
  { value: "OTHER", label: "stepCitizenship.other", hint: "stepCitizenship.otherHint" },
];

export function isEligibleCitizenship(citizenship: Citizenship | null | undefined): boolean {
  return citizenship === "CITIZEN" || citizenship === "PERMANENT_RESIDENT";
}
