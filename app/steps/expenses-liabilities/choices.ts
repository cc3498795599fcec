export const EXPENSE_TYPE_OPTIONS = [
  { value: "RENT_OR_BOARD", label: "Rent or board" },
  { value: "GROCERIES", label: "Groceries and household" },
  { value: "UTILITIES", label: "Utilities and phone" },
  { value: "TRANSPORT", label: "Transport" },
  { value: "INSURANCE", label: "Insurance" },
  { value: "CHILDCARE_AND_EDUCATION", label: "Childcare and education" },
  { value: "OTHER", label: "Other expenses" },
] as const;

export const LIABILITY_TYPE_OPTIONS = [
  { value: "HOME_LOAN", label: "Home loan" },
  { value: "PERSONAL_LOAN", label: "Personal loan" },
  { value: "CAR_LOAN", label: "Car loan" },
  { value: "CREDIT_CARD", label: "Credit card" },
  { value: "BUY_NOW_PAY_LATER", label: "Buy now, pay later" },
  { value: "OTHER", label: "Other debt" },
] as const;
