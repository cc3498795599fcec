import { formatDate } from "~/domain/dates";
import type { StaffLoanRequest } from "~/services/staff.server";

// Staff screens stay in English (decision 0190); these are the borrower's words as the lender files them.
const KIND = { HARDSHIP_NOTICE: "Hardship notice", EXTENSION_REQUEST: "Request for more time" } as const;
const REASON = {
  SALE_DELAYED: "the sale is taking longer than expected",
  SALE_WITHDRAWN: "the property was withdrawn from sale, or the sale fell through",
  FINANCIAL_HARDSHIP: "financial hardship",
} as const;
const ASKED = { MORE_TIME: "more time to repay", ARRANGEMENT: "an arrangement to pay another way" } as const;

/** What the borrowers told the lender about trouble repaying (decision 0352), newest first. */
export function StaffLoanRequests({ requests }: { requests: StaffLoanRequest[] }) {
  return (
    <>
      <h2 id="loan-requests-title">Hardship notices and requests for more time</h2>
      {requests.length === 0 ? (
        <p>None.</p>
      ) : (
        <ul className="staff-results">
          {requests.map((request) => (
            <li key={request.id}>
              <strong>{KIND[request.kind]}</strong> from {request.customerName}
              {request.financeType ? ` (${request.financeType} application)` : ""}, received {formatDate(request.receivedOn)}:{" "}
              {REASON[request.reason]}; asks for {ASKED[request.asked]}.
              {request.details ? <blockquote>{request.details}</blockquote> : null}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
