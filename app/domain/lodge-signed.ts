// Where the hosted signing ceremony's return lands (decision 0163): the query
// says what the ceremony reported, the provider's record says what happened, and
// the record wins; the query only chooses the words shown on arrival.
import type { Translate } from "~/i18n/translate";
import type { Screen } from "./start-screen";
import type { Toast } from "./toast";

type Notice = Omit<Toast, "id">;

type SignatureStatus = "success" | "fail";

export function parseSignatureStatus(value: string | null): SignatureStatus | null {
  return value === "success" || value === "fail" ? value : null;
}

interface LodgeOutcome {
  screen: Screen;
  notice: Notice | null;
}

const UNSIGNED: ReadonlySet<Screen> = new Set(["contract-signing", "please-sign", "creating-contract"]);

/**
 * `recorded` is the screen the start-up choice picks from the provider's record
 * alone (no query). A success the record does not bear out, and a fail that was
 * not a decline (the applicant finished later, or the service broke off), go
 * back to the contract with a message saying so.
 */
export function lodgeSigned(recorded: Screen, status: SignatureStatus | null, t: Translate): LodgeOutcome {
  if (recorded === "signed") {
    return {
      screen: "signed",
      notice:
        status === "success"
          ? { type: "success", title: t("contractLodged.signedToastTitle"), message: t("contractLodged.signedToastMessage") }
          : null,
    };
  }
  if (!UNSIGNED.has(recorded) || status === null) return { screen: recorded, notice: null };
  return {
    screen: recorded,
    notice:
      status === "success"
        ? {
            type: "warning",
            title: t("contractLodged.notReceivedTitle"),
            message: t("contractLodged.notReceivedMessage"),
          }
        : {
            type: "info",
            title: t("contractLodged.notSignedTitle"),
            message: t("contractLodged.notSignedMessage"),
          },
  };
}
