import type { ZodError } from "zod";

/** One thing wrong with a request, addressed by a JSON pointer into its body. */
export interface FieldProblem {
  pointer: string;
  detail: string;
}

export function escapePointerSegment(segment: string | number): string {
  return String(segment).replace(/~/g, "~0").replace(/\//g, "~1");
}

export function pointerTo(prefix: string, path: ReadonlyArray<string | number>): string {
  return [prefix, ...path.map(escapePointerSegment)].join("/");
}

/** One problem per zod issue; unknown keys of a strict object get one each. */
export function problemsFromZod(error: ZodError, prefix: string): FieldProblem[] {
  return error.issues.flatMap((issue) => {
    if (issue.code === "unrecognized_keys") {
      return issue.keys.map((key) => ({
        pointer: pointerTo(prefix, [...issue.path, key]),
        detail: "This field is not allowed here.",
      }));
    }
    return [{ pointer: pointerTo(prefix, issue.path), detail: issue.message }];
  });
}
