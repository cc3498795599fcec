import { parseWithZod } from "@conform-to/zod";
import type { ZodTypeAny } from "zod";
import type { FieldErrors } from "./step-fields";

/**
 * The browser's check of a step form, loaded with its first submit (decision
 * 0090): the same parse as the action's, so names and messages match the server's.
 */
export function checkStep(schema: ZodTypeAny, formData: FormData): FieldErrors | null {
  const submission = parseWithZod(formData, { schema });
  return submission.status === "success" ? null : submission.error ?? {};
}
