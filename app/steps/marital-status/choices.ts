import type { MaritalStatus } from "~/domain/types";

/** The statuses in the order offered; `stepMarital.status` words each. */
export const MARITAL_STATUS_OPTIONS: readonly MaritalStatus[] = ["Single", "Married", "Defacto", "Divorced"];
