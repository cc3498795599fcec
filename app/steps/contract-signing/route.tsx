import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";

import { ContractSigning } from "~/components/ContractSigning";
import type { RouteHandle } from "~/route-handle";
import { signingAction, signingLoader } from "~/services/contract.server";

const STEP = "contract-signing";

export const loader = (args: LoaderFunctionArgs) => signingLoader(args, STEP);

export const action = (args: ActionFunctionArgs) => signingAction(args, STEP);

export const handle: RouteHandle = { gtm: STEP };

export default function ContractSigningStep() {
  return <ContractSigning />;
}
