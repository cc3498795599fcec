import { Outlet, useMatches } from "@remix-run/react";

import { PROGRESS_STEP_LABELS } from "~/domain/steps";
import type { RouteHandle } from "~/route-handle";

const PROGRESS_STEPS = Object.values(PROGRESS_STEP_LABELS);

/** The paylater layout: the application's progress indicator above each step's main. */
export default function PaylaterLayout() {
  const matches = useMatches();
  const step = [...matches]
    .reverse()
    .map((match) => (match.handle as RouteHandle | undefined)?.progressStep)
    .find(Boolean);
  return (
    <>
      {/* Before main, so what went wrong at a submit is the first thing in main (issue 9). */}
      {step ? (
        <nav aria-label="Application progress" className="site-progress">
          <ol className="progress">
            {PROGRESS_STEPS.map((label, index) => (
              <li
                key={label}
                aria-current={index + 1 === step ? "step" : undefined}
                className={index + 1 < step ? "is-done" : undefined}
              >
                <span className="visually-hidden">Step {index + 1} of 3: </span>
                {/* Done is said in words and a mark, not by the border's colour alone. */}
                {index + 1 < step ? <span aria-hidden="true">✓ </span> : null}
                {label}
                {index + 1 < step ? <span className="visually-hidden"> (completed)</span> : null}
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      <main id="main" className="site-main layout--paylater" tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}
