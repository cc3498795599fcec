export const DOCUMENT_TYPES = ["DRIVERS_LICENCE", "PASSPORT", "MEDICARE"] as const;

export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export const DOCUMENT_OPTIONS: ReadonlyArray<{ value: DocumentType; label: string; hint: string }> = [
  { value: "DRIVERS_LICENCE", label: "Australian driver licence", hint: "The licence number, not the card number" },
  { value: "PASSPORT", label: "Australian passport", hint: "One letter and seven digits, like N1234567" },
  { value: "MEDICARE", label: "Medicare card", hint: "The 10-digit card number" },
];
