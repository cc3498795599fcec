import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import * as v from "valibot";

import { FormHiddenFields } from "~/components/FormHiddenFields";
import { FormProblems } from "~/components/FormProblems";
import { keepFormWithoutAnswer, keepPageAfterRefusal } from "~/components/no-answer-reply";
import { useMarkRefused } from "~/components/refused-title";
import { StaffLoanRequests } from "~/components/StaffLoanRequests";
import { StaffSignedIn } from "~/components/StaffSignedIn";
import { formatDateTime } from "~/domain/dates";
import { type FormReply, isRefusal } from "~/domain/form-reply";
import { formObject } from "~/domain/form-schema";
import { formatMoney } from "~/domain/money";
import { receivableStatusWords } from "~/domain/receivable-status";
import { applicantProgress, saleUpdateWords } from "~/domain/staff";
import type { RouteHandle } from "~/route-handle";
import { formAction, type FormRefusal } from "~/services/form-action.server";
import { formPage } from "~/services/form-page.server";
import { ProviderError } from "~/services/provider.server";
import { commitPortalSession, rememberLink, requestSession } from "~/services/session.server";
import { openView, requireStaff, withStaffProvider } from "~/services/staff.server";
import { flashToasts } from "~/services/toast.server";
import staffStyles from "~/styles/staff.css?url";

const ID = /^[1-9][0-9]{0,18}$/;

// A function, not a call at the top: the browser build must be able to drop it with the server module it uses.
export const loader = (args: LoaderFunctionArgs) =>
  formPage(args, [], async ({ request, params, context }: LoaderFunctionArgs) => {
    const staff = await requireStaff(request);
    const id = params.id ?? "";
    if (!ID.test(id)) throw data("No fund request of your offices has this number.", { status: 404 });
    try {
      // With what the borrowers told the lender about trouble repaying (decision 0352).
      const { value, headers } = await withStaffProvider(request, staff, context, (provider) =>
        Promise.all([provider.fundRequest(id), provider.loanRequests(id)]),
      );
      const [fundRequest, loanRequests] = value;
      return data({ representative: staff.representative, fundRequest, loanRequests }, { headers });
    } catch (error) {
      if (error instanceof ProviderError && error.status === 404) {
        throw data("No fund request of your offices has this number.", { status: 404 });
      }
      throw error;
    }
  });

const viewAsSchema = formObject({ customerId: v.pipe(v.string(), v.regex(ID)) });

/**
 * View as customer: the provider issues a 30-minute link for the customer; the
 * portal opens it here, so its first page already carries the banner, and goes there.
 */
export function action(args: ActionFunctionArgs) {
  const { request, params, context } = args;
  return formAction(args, {
    async load() {
      const staff = await requireStaff(request);
      if (!ID.test(params.id ?? "")) throw data("No fund request of your offices has this number.", { status: 404 });
      return staff;
    },
    schema: viewAsSchema,
    async submit({ customerId }, staff): Promise<Response | FormRefusal> {
      const id = params.id ?? "";
      let opened;
      try {
        opened = await withStaffProvider(request, staff, context, (provider) => provider.impersonate(id, customerId));
      } catch (error) {
        if (error instanceof ProviderError && (error.status === 404 || error.status === 422)) {
          return { fieldErrors: {}, formErrors: ["This customer is no longer on the fund request. Reload the page."] };
        }
        throw error;
      }
      const { uuid, customerName } = opened.value;
      const link = await openView(context, staff, uuid);
      const headers = opened.headers;
      headers.append("Set-Cookie", await commitPortalSession(rememberLink(await requestSession(request, context), link)));
      headers.append("Set-Cookie", await flashToasts(request, { type: "info", title: `Viewing as ${customerName}` }));
      return redirect(`/z/${uuid}`, { status: 303, headers });
    },
  });
}

export const clientAction = keepFormWithoutAnswer;

export const shouldRevalidate = keepPageAfterRefusal;

export default function StaffFundRequest() {
  const { representative, fundRequest, loanRequests } = useLoaderData<typeof loader>();
  const reply = useActionData<FormReply>();
  useMarkRefused(!!reply && isRefusal(reply));
  const title = fundRequest.reference ?? `Fund request ${fundRequest.id}`;
  return (
    <>
      <StaffSignedIn name={representative.name} roleName={representative.roleName} />
      {reply ? (
        <FormProblems
          summary={{
            errors: (reply.result.error?.[""] ?? []).map((message) => ({ fieldId: "customers-title", message })),
            attempt: reply,
          }}
          notice={reply.notice}
          button="View as customer"
        />
      ) : null}
      <p>
        <Link to="/staff" className="back-link">
          Back to search
        </Link>
      </p>
      <h1 tabIndex={-1}>{title}</h1>
      <dl className="summary">
        <div className="summary__row">
          <dt>Agency</dt>
          <dd>{fundRequest.locationName}</dd>
        </div>
        <div className="summary__row">
          <dt>Amount</dt>
          <dd>{formatMoney(fundRequest.amount)}</dd>
        </div>
        <div className="summary__row">
          <dt>Paid</dt>
          <dd>{formatMoney(fundRequest.amountPaid)}</dd>
        </div>
        <div className="summary__row">
          <dt>Payment status</dt>
          <dd>{receivableStatusWords(fundRequest.receivableStatus)}</dd>
        </div>
      </dl>

      <h2 id="customers-title">Customers</h2>
      <ul className="staff-results">
        {fundRequest.customers.map((customer) => (
          <li key={customer.id}>
            <strong>{customer.name}</strong>
            {customer.email ? `, ${customer.email}` : ""}
            <Form method="post">
              <FormHiddenFields />
              <input type="hidden" name="customerId" value={customer.id} />
              <button type="submit" className="button button--secondary" aria-label={`View as customer: ${customer.name}`}>
                View as customer
              </button>
            </Form>
          </li>
        ))}
      </ul>
      <p className="field__hint">
        Viewing as a customer lasts 30 minutes. You see their screens as they do; you can save their answers with them on the
        phone, never submit, sign or pay for them.
      </p>

      <h2>Finance applications</h2>
      {fundRequest.financeApplications.length === 0 ? <p>No application has been started.</p> : null}
      {fundRequest.financeApplications.map((application) => (
        <table className="staff-table" key={application.id}>
          <caption>
            {application.financeType} application: {application.applicationStatus}
          </caption>
          <thead>
            <tr>
              <th scope="col">Applicant</th>
              <th scope="col">Progress</th>
            </tr>
          </thead>
          <tbody>
            {application.applicants.map((applicant) => (
              <tr key={applicant.customerId}>
                <th scope="row">{applicant.name}</th>
                <td>{applicantProgress(applicant)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}

      <StaffLoanRequests requests={loanRequests} />

      <h2>Documents</h2>
      {fundRequest.documents.length === 0 ? (
        <p>No documents uploaded.</p>
      ) : (
        <ul>
          {fundRequest.documents.map((document) => (
            <li key={document.id}>
              {document.fileName} ({document.collection}
              {document.customerName ? `, from ${document.customerName}` : ""}, {formatDateTime(document.createdAt)})
            </li>
          ))}
        </ul>
      )}

      <h2>News of the sale</h2>
      {fundRequest.saleUpdates.length === 0 ? (
        <p>The borrowers have not told us about the sale.</p>
      ) : (
        <ul className="sale-updates">
          {fundRequest.saleUpdates.map((update) => (
            <li key={update.id}>{saleUpdateWords(update)}</li>
          ))}
        </ul>
      )}

      <h2>Changes made by staff while viewing</h2>
      {fundRequest.actionsWhileViewing.length === 0 ? (
        <p>None.</p>
      ) : (
        <ul>
          {fundRequest.actionsWhileViewing.map((action) => (
            <li key={action.id}>
              {action.representativeName} {action.request.includes("/media") ? "added a document" : "saved answers"} as{" "}
              {action.customerName}, {formatDateTime(action.at)}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

export const links: LinksFunction = () => [{ rel: "stylesheet", href: staffStyles }];

export const handle: RouteHandle = {
  stylesheets: [staffStyles],
  title: (data) => {
    const fundRequest = (data as { fundRequest?: { reference: string | null; id: string } } | undefined)?.fundRequest;
    return fundRequest ? `Fund request ${fundRequest.reference ?? fundRequest.id}` : "Fund request not found";
  },
  gtm: "staff-fund-request",
};
