import { describe, expect, it } from "vitest";

import { lastOfEachCookie } from "./set-cookie.server";

describe("lastOfEachCookie", () => {
  it("keeps only the last Set-Cookie of a cookie set twice, as a browser would", () => {
    expect(
      lastOfEachCookie(["__portal=first; Path=/; HttpOnly", "__toast=x; Path=/", "__portal=second; Path=/; HttpOnly"]),
    ).toEqual(["__toast=x; Path=/", "__portal=second; Path=/; HttpOnly"]);
  });

  it("leaves cookies set once as they were", () => {
    const lines = ["a=1; Path=/", "b=2; Path=/"];
    expect(lastOfEachCookie(lines)).toEqual(lines);
  });

  it("keeps an expiring Set-Cookie when it is the last one", () => {
    expect(lastOfEachCookie(["a=1; Path=/", "a=; Max-Age=0; Path=/"])).toEqual(["a=; Max-Age=0; Path=/"]);
  });
});
