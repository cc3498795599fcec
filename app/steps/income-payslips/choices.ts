export const PAYSLIP_FILES_FIELD = "payslipFiles";

export const PAYSLIP_COLLECTION = "payslips";
