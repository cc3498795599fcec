import { describe, expect, it } from "vitest";

import { passwordProblem, personalWords } from "./passwords.js";

const owner = { email: "rita.rep@agency.example.com.au", name: "Rita Okafor" };

describe("passwordProblem", () => {
  it("takes a long password that is hard to guess", () => {
    expect(passwordProblem("ochre lantern quarry")).toBeNull();
    expect(passwordProblem("Zebra-lamp-47-quietly", owner)).toBeNull();
    expect(passwordProblem("ochre lantern quarry drift", owner)).toBeNull();
  });

  it("asks for 12 characters at least, counting characters, not bytes", () => {
    expect(passwordProblem("elevenchars")).toMatch(/at least 12 characters/);
    expect(passwordProblem("ééééééééééé")).toMatch(/at least 12/);
    expect(passwordProblem("quill-ochre-tundra")).toBeNull();
  });

  it("refuses what bcrypt would cut short", () => {
    expect(passwordProblem(`${"ab".repeat(36)}c`)).toMatch(/at most 72 bytes/);
  });

  it("refuses control characters and line separators, saying what to use", () => {
    expect(passwordProblem("\u0001".repeat(12))).toMatch(/control characters/);
    expect(passwordProblem("ochre lantern\tquarry")).toMatch(/letters, digits, spaces and punctuation only/);
    expect(passwordProblem("ochre lantern\u2028quarry")).toMatch(/control characters/);
  });

  it.each([
    "abababababab",
    "qwertyqwerty",
    "Seaview2026!",
    "Password1234",
    "QWERTYUIOP123",
    "aaaaaaaaaaaaaa",
    "x".repeat(72),
    "123412341234",
    "Melbourne2026!",
  ])("refuses %s as too easy to guess, and says how to choose", (password) => {
    const problem = passwordProblem(password, owner);
    expect(problem).toMatch(/too easy to guess/);
    expect(problem).toMatch(/three or four unrelated words/i);
  });

  it.each([
    "pass word 1234",
    "pass-word-1234",
    "pass_word_1234",
    "pass.word.1234",
    "pass/word/1234",
    "pass -- word  1234",
    "sea view 2026 !",
  ])("refuses %s: separators do not make a weak password strong", (password) => {
    expect(passwordProblem(password, owner)).toMatch(/too easy to guess/);
  });

  it("still takes unrelated words, with or without separators between them", () => {
    for (const password of [
      "ochre lantern quarry",
      "lantern-quiet-orbit-cactus",
      "lantern_quiet_orbit_cactus",
      "ochre/lantern/quarry/drift",
    ]) {
      expect(passwordProblem(password, owner), password).toBeNull();
    }
  });

  it("refuses the account's own email address and name, in any case or spacing", () => {
    for (const password of ["rita.rep@agency.example.com.au", "RITA.REP!agency!", "Okafor garden party", "ritaokafor-1999-x"]) {
      expect(passwordProblem(password, owner), password).toMatch(/your email address or name/);
    }
  });
});

describe("personalWords", () => {
  it("takes the email's parts and the name's, four letters or more", () => {
    expect(personalWords(owner)).toEqual(["ritarep", "ritaokafor", "rita", "okafor", "agency"]);
    expect(personalWords({ email: "al@x.io", name: "Al Li" })).toEqual(["alli"]);
  });
});
