import type { LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, type ShouldRevalidateFunction, useLoaderData } from "@remix-run/react";

import { PROGRESS_STEP_LABELS } from "~/domain/progress";
import { stepPageAt } from "~/domain/steps";
import { useT } from "~/i18n/react";
import type { RouteHandle } from "~/route-handle";
import { pageLoader } from "~/services/page-loader.server";
import type { PaylaterLayoutData } from "~/types/layout-data";

const PROGRESS_STEPS = Object.values(PROGRESS_STEP_LABELS);

/**
 * Which application page this is (its heading, the browser title, its progress
 * step), from the step registry on the server: the browser gets these words, not
 * the registry (decision 0090). Null on the layout's other pages, which name
 * themselves in their handles.
 */
export function loader(args: LoaderFunctionArgs): Promise<PaylaterLayoutData> {
  return pageLoader(args, ["progress", "legalLinks"], ({ request }, words) => {
    const url = new URL(request.url);
    const page = stepPageAt(url.pathname, url.search);
    return { page: page && { name: page.name, title: words.t(page.titleKey), progressStep: page.progressStep } };
  });
}

/**
 * A step reached in the browser (Back, a Change link, a step's second question at
 * its query) is named again; the answer needs no provider.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, actionStatus, defaultShouldRevalidate }) =>
  currentUrl.pathname !== nextUrl.pathname ||
  currentUrl.search !== nextUrl.search ||
  // After a refused press, or one that got no answer, the page stays as it is: asking again may fail the same way.
  (actionStatus !== undefined && actionStatus >= 400 ? false : defaultShouldRevalidate);

export const handle: RouteHandle = {
  title: (data) => (data as PaylaterLayoutData | undefined)?.page?.title ?? "",
  // Every finance page's footer links to the credit guide, complaints, hardship and privacy (decision 0350).
  legalFooter: true,
};

/** The paylater layout: the application's progress indicator above each step's main. */
export default function PaylaterLayout() {
  const step = useLoaderData<typeof loader>().page?.progressStep;
  const t = useT();
  return (
    <>
      {/* Before main, so what went wrong at a submit is the first thing in main (decision 0111). */}
      {step ? (
        <nav aria-label={t("progress.label")} className="site-progress">
          <ol className="progress">
            {PROGRESS_STEPS.map((label, index) => (
              <li
                key={label}
                aria-current={index + 1 === step ? "step" : undefined}
                className={index + 1 < step ? "is-done" : undefined}
              >
                <span className="visually-hidden">
                  {t("progress.stepOf", { number: index + 1, count: PROGRESS_STEPS.length })}{" "}
                </span>
                {/* Done is said in words and a mark, not by the border's colour alone. */}
                {index + 1 < step ? <span aria-hidden="true">✓ </span> : null}
                {t(label)}
                {index + 1 < step ? <span className="visually-hidden"> {t("progress.completed")}</span> : null}
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
