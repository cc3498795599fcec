export const INCOME_TYPE_OPTIONS = [
  { value: "SALARY", label: "Salary or wages" },
  { value: "SELF_EMPLOYMENT", label: "Self-employment" },
  { value: "RENTAL", label: "Rent from a property" },
  { value: "GOVERNMENT", label: "Government payments" },
  { value: "OTHER", label: "Other income" },
] as const;

export const PAYSLIP_FILES_FIELD = "payslipFiles";

export const PAYSLIP_COLLECTION = "payslips";
