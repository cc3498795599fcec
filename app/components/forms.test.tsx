// @vitest-environment happy-dom
import { getFormProps, getInputProps, type SubmissionResult } from "@conform-to/react";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import type { FormEvent } from "react";
import * as v from "valibot";
import { afterEach, describe, expect, it, vi } from "vitest";

import type { FormNotice } from "~/domain/form-reply";
import { useSchemaForm } from "./forms";
import { useRefusedTitle } from "./refused-title";

const schema = v.object({ email: v.pipe(v.string("Enter the email"), v.email("Enter a real email")) });

interface Seen {
  checkedAhead: boolean[];
  failed: boolean;
  errors: string[];
  refusedTitle: boolean;
}

/** A form of the portal's, as a screen draws it, with what the hook says at each submit. */
function Harness({
  seen,
  lastResult,
  notice,
}: {
  seen: Seen;
  lastResult?: SubmissionResult<string[]>;
  notice?: FormNotice | null;
}) {
  const { refused, Provider } = useRefusedTitle();
  seen.refusedTitle = refused;
  return (
    <Provider>
      <EmailForm seen={seen} lastResult={lastResult} notice={notice} />
    </Provider>
  );
}

function EmailForm({
  seen,
  lastResult,
  notice,
}: {
  seen: Seen;
  lastResult?: SubmissionResult<string[]>;
  notice?: FormNotice | null;
}) {
  const { form, fields, failed, summary, checkedAhead } = useSchemaForm({ id: "contact", schema, lastResult, notice });
  seen.failed = failed;
  seen.errors = summary.errors.map((error) => `${error.fieldId}: ${error.message}`);
  const formProps = getFormProps(form);
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const checked = checkedAhead(event);
    seen.checkedAhead.push(checked);
    if (!checked) formProps.onSubmit(event);
    event.preventDefault();
  }
  return (
    <form {...formProps} onSubmit={onSubmit}>
      <label htmlFor={fields.email.id}>Email</label>
      <input {...getInputProps(fields.email, { type: "text" })} key={fields.email.key} />
      <button type="submit">Send</button>
      {/* A button with conform's intent, as a row's Add and Remove are. */}
      <button type="submit" {...form.validate.getButtonProps({ name: fields.email.name })}>
        Add a row
      </button>
    </form>
  );
}

function newSeen(): Seen {
  return { checkedAhead: [], failed: false, errors: [], refusedTitle: false };
}

/** The check runs in idle time (a timer where the browser has no requestIdleCallback). */
async function idle() {
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
}

function type(value: string) {
  fireEvent.input(screen.getByLabelText("Email"), { target: { value } });
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("useSchemaForm's check ahead", () => {
  it("lets a form the check passed go at once, with nothing left to check", async () => {
    const seen = newSeen();
    render(<Harness seen={seen} />);
    type("mia@example.com");
    await idle();
    fireEvent.click(screen.getByText("Send"));
    expect(seen.checkedAhead).toEqual([true]);
  });

  it("checks again at the press when the form changed after the check passed", async () => {
    const seen = newSeen();
    render(<Harness seen={seen} />);
    type("mia@example.com");
    await idle();
    // Typed, and pressed before the next idle moment: what goes is not what passed.
    fireEvent.change(screen.getByLabelText("Email"), { target: { value: "mia@" } });
    fireEvent.click(screen.getByText("Send"));
    expect(seen.checkedAhead).toEqual([false]);
    await waitFor(() => expect(seen.errors).toEqual(["contact-email: Enter a real email"]));
  });

  it("never lets an invalid form through unchecked", async () => {
    const seen = newSeen();
    render(<Harness seen={seen} />);
    type("not an email");
    await idle();
    fireEvent.click(screen.getByText("Send"));
    expect(seen.checkedAhead).toEqual([false]);
    await waitFor(() => expect(seen.failed).toBe(true));
  });

  it("hands a row button's press to conform, even on a form that passed", async () => {
    const seen = newSeen();
    render(<Harness seen={seen} />);
    type("mia@example.com");
    await idle();
    fireEvent.click(screen.getByText("Add a row"));
    expect(seen.checkedAhead).toEqual([false]);
  });

  it("checks at the press when the page is not ready yet (no check has run)", () => {
    const seen = newSeen();
    vi.spyOn(window, "setTimeout").mockImplementation((() => 0) as never);
    if ("requestIdleCallback" in window) vi.spyOn(window, "requestIdleCallback").mockImplementation(() => 0);
    render(<Harness seen={seen} />);
    type("mia@example.com");
    fireEvent.click(screen.getByText("Send"));
    expect(seen.checkedAhead).toEqual([false]);
  });
});

describe("useSchemaForm's summary and title", () => {
  it("lists nothing and marks nothing before a submit", async () => {
    const seen = newSeen();
    render(<Harness seen={seen} />);
    type("no");
    await idle();
    expect(seen.errors).toEqual([]);
    expect(seen.failed).toBe(false);
    expect(seen.refusedTitle).toBe(false);
  });

  it("after a refused submit lists each error by its field, and the title says Error", async () => {
    const seen = newSeen();
    render(<Harness seen={seen} />);
    fireEvent.click(screen.getByText("Send"));
    await waitFor(() => expect(seen.errors).toEqual(["contact-email: Enter the email"]));
    expect(seen.failed).toBe(true);
    expect(seen.refusedTitle).toBe(true);
  });

  it("marks the title for the server's notice too, with no error on a field (a 503, a conflict)", async () => {
    const seen = newSeen();
    render(<Harness seen={seen} notice={{ kind: "unsaved" }} />);
    await waitFor(() => expect(seen.refusedTitle).toBe(true));
    expect(seen.failed).toBe(false);
    expect(seen.errors).toEqual([]);
  });
});
