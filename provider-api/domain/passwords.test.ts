import { describe, expect, it } from "vitest";

import { passwordProblem } from "./passwords.js";

describe("passwordProblem", () => {
  it("takes a long, uncommon password", () => {
    expect(passwordProblem("correct horse battery")).toBeNull();
    expect(passwordProblem("Zebra-lamp-47-quietly")).toBeNull();
  });

  it("asks for 12 characters at least, counting characters, not bytes", () => {
    expect(passwordProblem("elevenchars")).toMatch(/at least 12 characters/);
    expect(passwordProblem("twelve-chars")).toBeNull();
    expect(passwordProblem("ééééééééééé")).toMatch(/at least 12/);
  });

  it("refuses what bcrypt would cut short", () => {
    expect(passwordProblem("x".repeat(72))).toMatch(/commonly used/);
    expect(passwordProblem(`${"ab".repeat(36)}c`)).toMatch(/at most 72 bytes/);
  });

  it("refuses commonly used passwords whatever their case or spaces, and one character repeated", () => {
    expect(passwordProblem("Password1234")).toMatch(/commonly used/);
    expect(passwordProblem("QWERTYUIOP123")).toMatch(/commonly used/);
    expect(passwordProblem("real estate 123")).toMatch(/commonly used/);
    expect(passwordProblem("aaaaaaaaaaaaaa")).toMatch(/commonly used/);
  });
});
