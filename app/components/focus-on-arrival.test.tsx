// @vitest-environment happy-dom
import { act, cleanup, render, screen } from "@testing-library/react";
import { type ReactNode, useEffect, useRef } from "react";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router-dom";
import { afterEach, describe, expect, it } from "vitest";

import { useFocusOnArrival } from "./focus-on-arrival";

function Root() {
  useFocusOnArrival();
  return (
    <main>
      <Outlet />
    </main>
  );
}

/** An alert that takes focus when drawn, as ErrorSummary and FormNotice do, marked or not. */
function SelfFocusingAlert({ marked }: { marked: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div role="alert" tabIndex={-1} ref={ref} data-focus-on-arrival={marked ? "" : undefined}>
      Your answers have not been saved yet
    </div>
  );
}

function Page({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <>
      {children}
      <h1>{title}</h1>
      <button type="button">Continue</button>
    </>
  );
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: "/",
        element: <Root />,
        children: [
          { path: "first", element: <Page title="First" /> },
          { path: "plain", element: <Page title="Plain" /> },
          {
            path: "notice",
            element: (
              <Page title="With a notice">
                <SelfFocusingAlert marked />
              </Page>
            ),
          },
          {
            path: "unmarked",
            element: (
              <Page title="Unmarked">
                <SelfFocusingAlert marked={false} />
              </Page>
            ),
          },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} future={{ v7_startTransition: true }} />);
  return router;
}

afterEach(cleanup);

describe("useFocusOnArrival", () => {
  it("leaves focus alone on the page the document drew", () => {
    renderAt("/first");
    expect(document.activeElement).toBe(document.body);
  });

  it("puts focus on the heading of a page reached in the browser", async () => {
    const router = renderAt("/first");
    await act(() => router.navigate("/plain"));
    expect(document.activeElement).toBe(screen.getByRole("heading", { name: "Plain" }));
  });

  it("leaves focus on what went wrong when the page marks it, not on the heading", async () => {
    const router = renderAt("/first");
    await act(() => router.navigate("/notice"));
    expect(document.activeElement).toBe(screen.getByRole("alert"));
  });

  it("takes focus from an unmarked alert that focused itself: why ErrorSummary and FormNotice are marked", async () => {
    const router = renderAt("/first");
    await act(() => router.navigate("/unmarked"));
    expect(document.activeElement).toBe(screen.getByRole("heading", { name: "Unmarked" }));
  });

  it("does the same when only the query changes (a form posted again at ?attempt=2)", async () => {
    const router = renderAt("/notice?attempt=1");
    expect(document.activeElement).toBe(screen.getByRole("alert"));
    await act(() => router.navigate("/notice?attempt=2"));
    expect(document.activeElement).toBe(screen.getByRole("alert"));
  });
});
