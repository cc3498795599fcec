import type { MaritalStatus } from "~/domain/types";

export const MARITAL_STATUS_OPTIONS: ReadonlyArray<{ value: MaritalStatus; label: string }> = [
  { value: "Single", label: "Single" },
  { value: "Married", label: "Married" },
  { value: "Defacto", label: "De facto" },
  { value: "Divorced", label: "Divorced or separated" },
];
