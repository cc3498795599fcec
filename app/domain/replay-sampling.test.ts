import { describe, expect, it } from "vitest";

import { REPLAY_SESSION_RATE, replaySessionChoice } from "./replay-sampling";

describe("replaySessionChoice", () => {
  it("records one session in ten on its first page, by the draw", () => {
    expect(REPLAY_SESSION_RATE).toBe(0.1);
    expect(replaySessionChoice(null, 0.05)).toEqual({ recorded: true, store: "1" });
    expect(replaySessionChoice(null, 0.1)).toEqual({ recorded: false, store: "0" });
    expect(replaySessionChoice(null, 0.99)).toEqual({ recorded: false, store: "0" });
  });

  it("keeps the session's first choice on its later pages, whatever the draw", () => {
    expect(replaySessionChoice("1", 0.99)).toEqual({ recorded: true, store: "1" });
    expect(replaySessionChoice("0", 0.01)).toEqual({ recorded: false, store: "0" });
  });

  it("draws again when what was stored is not a choice", () => {
    expect(replaySessionChoice("yes", 0.5)).toEqual({ recorded: false, store: "0" });
    expect(replaySessionChoice("", 0.01)).toEqual({ recorded: true, store: "1" });
  });
});
