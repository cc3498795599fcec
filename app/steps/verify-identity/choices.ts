import type { MessageKey } from "~/i18n/translate";

export const DOCUMENT_TYPES = ["DRIVERS_LICENCE", "PASSPORT", "MEDICARE"] as const;

export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** The documents in the order offered, each with its words in the catalog. */
export const DOCUMENT_OPTIONS: ReadonlyArray<{ value: DocumentType; label: MessageKey; hint: MessageKey }> = [
  { value: "DRIVERS_LICENCE", label: "stepIdentity.licence", hint: "stepIdentity.licenceHint" },
  { value: "PASSPORT", label: "stepIdentity.passport", hint: "stepIdentity.passportHint" },
  { value: "MEDICARE", label: "stepIdentity.medicare", hint: "stepIdentity.medicareHint" },
];
