import { describe, expect, it } from "vitest";

import { readStaffSearch } from "./staff-forms.server";

describe("readStaffSearch", () => {
  it("reads the search, trimmed, and the page", () => {
    expect(readStaffSearch(new URLSearchParams("q=+Smith+&page=3"))).toEqual({ q: "Smith", page: 3 });
    expect(readStaffSearch(new URLSearchParams(""))).toEqual({ q: "", page: 1 });
  });

  it("lists the first page of all for an address it cannot read", () => {
    expect(readStaffSearch(new URLSearchParams("q=Smith&page=abc"))).toEqual({ q: "", page: 1 });
    expect(readStaffSearch(new URLSearchParams("q=Smith&page=0"))).toEqual({ q: "", page: 1 });
  });
});
