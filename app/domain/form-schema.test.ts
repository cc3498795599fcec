import { parseWithValibot } from "@conform-to/valibot";
import * as v from "valibot";
import { describe, expect, it } from "vitest";

import { fieldMessage } from "~/i18n/field-message";
import { formObject } from "./form-schema";

function post(fields: Record<string, string>) {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.append(name, value);
  return formData;
}

const REQUIRED = fieldMessage("stepBank.bsbRequired", { account: "debit" });

describe("formObject", () => {
  const schema = formObject({
    bsb: v.pipe(v.string(REQUIRED), v.trim(), v.minLength(1, REQUIRED)),
    note: v.optional(v.string()),
  });

  it("says a field the form left out as it says the field left empty", () => {
    const absent = parseWithValibot(post({}), { schema });
    const empty = parseWithValibot(post({ bsb: "" }), { schema });
    expect(absent.status === "error" && absent.error).toEqual({ bsb: [REQUIRED] });
    expect(empty.status === "error" && empty.error).toEqual({ bsb: [REQUIRED] });
  });

  it("refuses what is not an object with a message, without throwing", () => {
    const result = v.safeParse(schema, "text");
    expect(result.success).toBe(false);
    expect(result.issues?.[0].message).toEqual(expect.any(String));
  });
});
