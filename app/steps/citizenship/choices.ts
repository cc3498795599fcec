import type { Citizenship } from "~/domain/types";

export const CITIZENSHIP_OPTIONS: ReadonlyArray<{ value: Citizenship; label: string; hint?: string }> = [
  { value: "CITIZEN", label: "Yes, I am an Australian citizen" },
  { value: "PERMANENT_RESIDENT", label: "Yes, I am a permanent resident of Australia" },
  { value: "OTHER", label: "No", hint: "For example, you hold a temporary visa or live overseas" },
];

export function isEligibleCitizenship(citizenship: Citizenship | null | undefined): boolean {
  return citizenship === "CITIZEN" || citizenship === "PERMANENT_RESIDENT";
}
