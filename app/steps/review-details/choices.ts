export const DECLARATIONS = {
  hasConsentedToReceiveDigitalCreditGuide: {
    label: "I consent to receiving the credit guide and my loan documents electronically",
    error: "Confirm that you consent to receiving documents electronically",
  },
  hasDeclaredHardshipManagementStatus: {
    label: "I am not in financial hardship, bankrupt or under a debt agreement",
    error: "Confirm that you are not in financial hardship, bankrupt or under a debt agreement",
  },
  hasConfirmedRepaymentCapability: {
    label: "I can repay the amount at settlement without substantial hardship",
    error: "Confirm that you can repay the amount at settlement",
  },
  hasDeclaredInformationAccuracy: {
    label: "The information I have given is true and complete",
    error: "Confirm that the information you have given is true and complete",
  },
} as const;

export type Declaration = keyof typeof DECLARATIONS;

export const DECLARATION_NAMES = Object.keys(DECLARATIONS) as Declaration[];
