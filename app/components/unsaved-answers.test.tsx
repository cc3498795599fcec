// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import type { FormEvent } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { useUnsavedAnswers } from "./unsaved-answers";

const DRAFT_KEY = "portal:unsaved-step-answers";

interface Seen {
  unsaved: string | null;
  held: boolean[];
}

/** A step form as StepForm draws it: the hook's beforeSend at the press, its notice above. */
function Step({
  seen,
  update,
  version = 7,
  answered = false,
  typed = true,
}: {
  seen: Seen;
  update: (options: { value: Record<string, string> }) => void;
  version?: number;
  answered?: boolean;
  /** False: a form that is only its button (the contract's signing service), nothing to type. */
  typed?: boolean;
}) {
  const { unsaved, beforeSend } = useUnsavedAnswers({ update } as never, version, answered);
  seen.unsaved = unsaved?.kind ?? null;
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    seen.held.push(beforeSend(event));
    // The test's page does not navigate: only what the hook did to the event is looked at.
    if (!event.defaultPrevented) event.preventDefault();
  }
  return (
    <form onSubmit={onSubmit}>
      <input type="hidden" name="csrf" value="token" />
      <input type="hidden" name="version" value={version} />
      {typed ? (
        <>
          <input name="income[0].amount" aria-label="Amount" defaultValue="1200" />
          <input name="income[0].frequency" aria-label="Frequency" defaultValue="MONTHLY" />
        </>
      ) : (
        <input type="hidden" name="intent" value="ceremony" />
      )}
      <button type="submit">Continue</button>
    </form>
  );
}

function newSeen(): Seen {
  return { unsaved: null, held: [] };
}

function online(value: boolean) {
  vi.spyOn(window.navigator, "onLine", "get").mockReturnValue(value);
}

function storedDraft(): { path: string; version: string; values: Array<[string, string]> } | null {
  const raw = window.sessionStorage.getItem(DRAFT_KEY);
  return raw ? JSON.parse(raw) : null;
}

beforeEach(() => {
  window.sessionStorage.clear();
  window.history.replaceState(null, "", "/z/1/pay-later/application/income");
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("useUnsavedAnswers at the press", () => {
  it("keeps the answers in the tab before the form goes, without the token or the version", () => {
    online(true);
    const seen = newSeen();
    render(<Step seen={seen} update={vi.fn()} />);
    fireEvent.click(screen.getByText("Continue"));
    expect(seen.held).toEqual([false]);
    expect(storedDraft()).toEqual({
      path: "/z/1/pay-later/application/income",
      version: "7",
      values: [
        ["income[0].amount", "1200"],
        ["income[0].frequency", "MONTHLY"],
      ],
    });
    expect(seen.unsaved).toBeNull();
  });

  it("keeps nothing for a press with nothing typed: a button whose answer may leave the portal and come back unchanged", () => {
    online(true);
    window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ path: "/elsewhere", version: "1", values: [] }));
    const seen = newSeen();
    render(<Step seen={seen} update={vi.fn()} typed={false} />);
    fireEvent.click(screen.getByText("Continue"));
    expect(seen.held).toEqual([false]);
    expect(storedDraft()).toBeNull();
  });

  it("offline, holds the form with the offline notice, and sends it by itself once back online", () => {
    online(false);
    const seen = newSeen();
    const { container } = render(<Step seen={seen} update={vi.fn()} />);
    fireEvent.click(screen.getByText("Continue"));
    expect(seen.held).toEqual([true]);
    expect(seen.unsaved).toBe("offline");
    expect(storedDraft()).toBeNull();

    // The press's own submit has happened: from here on, a submit can only be the hook's.
    const requestSubmit = vi.spyOn(container.querySelector("form")!, "requestSubmit").mockImplementation(() => undefined);

    online(true);
    act(() => {
      window.dispatchEvent(new Event("online"));
    });
    expect(requestSubmit).toHaveBeenCalledTimes(1);
    expect(seen.unsaved).toBeNull();
  });
});

describe("useUnsavedAnswers when the page is shown again", () => {
  function leaveDraft(version: string, path = "/z/1/pay-later/application/income") {
    const values = [
      ["income[0].amount", "950"],
      ["income[0].frequency", "WEEKLY"],
    ];
    window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ path, version, values }));
  }

  it("puts back the answers of a post that got no answer (same page, same version), with the notice", () => {
    leaveDraft("7");
    const seen = newSeen();
    const update = vi.fn();
    render(<Step seen={seen} update={update} />);
    expect(update).toHaveBeenCalledWith({ value: { income: [{ amount: "950", frequency: "WEEKLY" }] } });
    expect(seen.unsaved).toBe("no-answer");
    // Taken once: the next page shown does not bring them back again.
    expect(storedDraft()).toBeNull();
  });

  it("leaves the page as the server drew it when the post was saved (the version moved on)", () => {
    leaveDraft("6");
    const seen = newSeen();
    const update = vi.fn();
    render(<Step seen={seen} update={update} />);
    expect(update).not.toHaveBeenCalled();
    expect(seen.unsaved).toBeNull();
  });

  it("leaves the page as it is when the server answered the post (a refusal drawn with its own values)", () => {
    leaveDraft("7");
    const seen = newSeen();
    const update = vi.fn();
    render(<Step seen={seen} update={update} answered />);
    expect(update).not.toHaveBeenCalled();
    expect(seen.unsaved).toBeNull();
  });

  it("never puts one page's answers into another page", () => {
    leaveDraft("7", "/z/1/pay-later/application/expenses");
    const seen = newSeen();
    const update = vi.fn();
    render(<Step seen={seen} update={update} />);
    expect(update).not.toHaveBeenCalled();
  });
});
