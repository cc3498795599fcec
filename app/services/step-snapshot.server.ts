// What a step page was drawn from, sealed into its form: when the provider does not
// answer at a save, the action draws the same page again from it, with everything
// the payer typed, instead of the "unavailable" error page (decision 0110). It is
// only ever shown back to the visitor whose form carried it, never saved.
import { deflateRawSync, inflateRawSync } from "node:zlib";

import type { FinanceApplication, FundRequest } from "~/domain/types";
import { openFromPortal, sealForPortal } from "./session.server";

export const SNAPSHOT_FIELD = "snapshot";
const PURPOSE = "step-snapshot";
/** Far above any fund request; a bound on what inflating may allocate all the same. */
const MAX_BYTES = 512 * 1024;

interface Snapshot {
  uuid: string;
  customerId: string;
  fundRequest: FundRequest;
}

/** The page's fund request with only this applicant's application, sealed for this link and customer. */
export function sealSnapshot(
  uuid: string,
  customerId: string,
  fundRequest: FundRequest,
  application: FinanceApplication,
): string {
  const snapshot: Snapshot = { uuid, customerId, fundRequest: { ...fundRequest, financeApplications: [application] } };
  return sealForPortal(deflateRawSync(Buffer.from(JSON.stringify(snapshot), "utf8")), PURPOSE);
}

/** The fund request a form's snapshot holds, when it was sealed by the portal for this link and customer. */
export function openSnapshot(sealed: FormDataEntryValue | null, uuid: string, customerId: string): FundRequest | null {
  if (typeof sealed !== "string" || sealed === "") return null;
  const bytes = openFromPortal(sealed, PURPOSE);
  if (!bytes) return null;
  try {
    const snapshot = JSON.parse(inflateRawSync(bytes, { maxOutputLength: MAX_BYTES }).toString("utf8")) as Snapshot;
    return snapshot.uuid === uuid && snapshot.customerId === customerId ? snapshot.fundRequest : null;
  } catch {
    return null;
  }
}
