// The contract's analytics events (decision 0166): sent from the server, so payers
// without JavaScript count too, and with the link's uuid masked like every path.
import { maskLinkTokens } from "./analytics";

export type ContractEventName = "contract_viewed" | "contract_signed" | "contract_declined";
export type SigningMethod = "typed" | "ceremony";

interface ContractEventInput {
  applicationId: string;
  pagePath: string;
  /** How it was signed or declined: in the portal's form or the hosted ceremony. */
  method?: SigningMethod;
}

export function contractEvent(name: ContractEventName, { applicationId, pagePath, method }: ContractEventInput) {
  return {
    name,
    params: {
      application_id: applicationId,
      page_path: maskLinkTokens(pagePath),
      ...(method ? { signing_method: method } : {}),
    },
  };
}
