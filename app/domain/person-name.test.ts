import * as v from "valibot";
import { describe, expect, it } from "vitest";

import { fieldMessage } from "~/i18n/field-message";
import { NAME_HIDDEN_CHARACTERS, personName } from "./person-name";

const schema = personName("Enter your name");
const message = (value: unknown) => {
  const result = v.safeParse(schema, value);
  return result.success ? null : result.issues[0].message;
};

describe("personName", () => {
  it("takes names as people write them", () => {
    for (const name of ["Mia Nguyen", "Seán O'Brien-Murphy", "  Zoë  ", "李小龍", "محمد"]) expect(message(name)).toBeNull();
    expect(v.parse(schema, "  Zoë  ")).toBe("Zoë");
  });

  it("refuses control and text-reordering characters", () => {
    for (const name of ["Mia\u202Egnp.exe", "Mia\u0000", "Mia\u2066x\u2069", "Mia\u200F", "Mia\u0085"]) {
      expect(message(name)).toBe(NAME_HIDDEN_CHARACTERS);
    }
  });

  it("asks for a missing name and limits its length", () => {
    expect(message("   ")).toBe("Enter your name");
    expect(message(undefined)).toBe("Enter your name");
    expect(message("x".repeat(101))).toBe(fieldMessage("names.tooLong", { max: 100 }));
  });
});
