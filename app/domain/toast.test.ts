import { describe, expect, it } from "vitest";

import { autoDismissAfter, createToast, newToastId, TOAST_DEFAULT_DURATION } from "./toast";

describe("createToast", () => {
  it("gives the default duration of 5000 ms when none is given", () => {
    const toast = createToast({ type: "success", title: "Saved" }, "t1");
    expect(toast).toEqual({ id: "t1", type: "success", title: "Saved", duration: 5000 });
    expect(TOAST_DEFAULT_DURATION).toBe(5000);
  });

  it("never dismisses a confirmation shown in the page by itself", () => {
    const toast = createToast({ type: "success", title: "Withdrawn", inPage: true, duration: 5000 }, "t2");
    expect(autoDismissAfter(toast)).toBeNull();
  });

  it("keeps a given duration, message and action", () => {
    const toast = createToast(
      { type: "info", title: "Hi", message: "m", actionText: "Open", actionHref: "/x", duration: 0 },
      "t2",
    );
    expect(toast).toMatchObject({ duration: 0, message: "m", actionText: "Open", actionHref: "/x" });
  });
});

describe("autoDismissAfter", () => {
  it.each([
    [5000, 5000],
    [1, 1],
    [0, null],
    [-1, null],
    [Number.NaN, null],
    [Number.POSITIVE_INFINITY, null],
  ])("duration %s closes after %s", (duration, expected) => {
    expect(autoDismissAfter({ duration })).toBe(expected);
  });
});

describe("newToastId", () => {
  it("makes distinct version-4 uuids", () => {
    const a = newToastId();
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newToastId()).not.toBe(a);
  });
});
