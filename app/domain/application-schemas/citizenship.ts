// Are you an Australian citizen or permanent resident? (SPEC 2.2, 3.7). Only
// citizens and permanent residents can defer; OTHER is a valid answer that ends
// the application (docs/decisions/0072-citizenship-not-eligible.md).
import { z } from "zod";
import { CITIZENSHIPS, type Citizenship } from "../types";

export const CITIZENSHIP_REQUIRED = "Select whether you are an Australian citizen or permanent resident";

export const CITIZENSHIP_OPTIONS: ReadonlyArray<{ value: Citizenship; label: string; hint?: string }> = [
  { value: "CITIZEN", label: "Yes, I am an Australian citizen" },
  { value: "PERMANENT_RESIDENT", label: "Yes, I am a permanent resident of Australia" },
  { value: "OTHER", label: "No", hint: "For example, you hold a temporary visa or live overseas" },
];

export const citizenshipSchema = z.object({
  citizenship: z.enum(CITIZENSHIPS, { errorMap: () => ({ message: CITIZENSHIP_REQUIRED }) }),
});

export type CitizenshipInput = z.infer<typeof citizenshipSchema>;

export function isEligibleCitizenship(citizenship: Citizenship | null | undefined): boolean {
  return citizenship === "CITIZEN" || citizenship === "PERMANENT_RESIDENT";
}
