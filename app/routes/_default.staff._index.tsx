import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";

import { StaffSignedIn } from "~/components/StaffSignedIn";
import { formatMoney } from "~/domain/money";
import { receivableStatusWords } from "~/domain/receivable-status";
import { pageLinks } from "~/domain/staff";
import type { RouteHandle } from "~/route-handle";
import { requireStaff, withStaffProvider } from "~/services/staff.server";
import { readStaffSearch } from "~/services/staff-forms.server";
import staffStyles from "~/styles/staff.css?url";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const staff = await requireStaff(request);
  const { q, page } = readStaffSearch(new URL(request.url).searchParams);
  const { value, headers } = await withStaffProvider(request, staff, context, (provider) => provider.search(q, page));
  return data({ representative: staff.representative, q, results: value.results, page: value.page }, { headers });
}

export default function StaffHome() {
  const { representative, q, results, page } = useLoaderData<typeof loader>();
  const links = pageLinks(page.page, page.pages);
  const query = (p: number) => `?${new URLSearchParams({ ...(q ? { q } : {}), page: String(p) })}`;
  return (
    <>
      <StaffSignedIn name={representative.name} roleName={representative.roleName} />
      <h1 tabIndex={-1}>Find a fund request</h1>
      <Form method="get" role="search" aria-label="Fund requests">
        <div className="field">
          <label htmlFor="staff-search">Reference, customer name or email</label>
          <span className="field__hint" id="staff-search-hint">
            Only the requests of your agency offices are searched.
          </span>
          <input
            id="staff-search"
            name="q"
            type="search"
            defaultValue={q}
            aria-describedby="staff-search-hint"
            spellCheck={false}
          />
        </div>
        <button type="submit" className="button">
          Search
        </button>
      </Form>
      <h2 id="results-title" aria-live="polite">
        {page.total === 0
          ? q
            ? `No fund requests match “${q}”`
            : "No fund requests yet"
          : `${page.total} fund request${page.total === 1 ? "" : "s"}${q ? ` matching “${q}”` : ""}`}
      </h2>
      {results.length > 0 ? (
        <ul className="staff-results" aria-labelledby="results-title">
          {results.map((result) => (
            <li key={result.id}>
              <Link to={`/staff/fund-requests/${result.id}`}>
                {result.reference ?? `Fund request ${result.id}`}: {result.customerNames.join(", ")}
              </Link>
              <br />
              {formatMoney(result.amount)}, {receivableStatusWords(result.receivableStatus).toLowerCase()}, {result.locationName}
            </li>
          ))}
        </ul>
      ) : null}
      {page.pages > 1 ? (
        <nav aria-label="Pages of results" className="staff-pages">
          {links.previous ? <Link to={query(links.previous)}>Previous page</Link> : null}
          <span>
            Page {page.page} of {page.pages}
          </span>
          {links.next ? <Link to={query(links.next)}>Next page</Link> : null}
        </nav>
      ) : null}
    </>
  );
}

export const links: LinksFunction = () => [{ rel: "stylesheet", href: staffStyles }];

export const handle: RouteHandle = {
  stylesheets: [staffStyles],
  title: "Find a fund request",
  gtm: "staff-home",
};
