import { staff } from "./staff";

/** What the staff API shows of a card payment. */
export interface StaffCardPayment {
  id: string;
  attributes: { status: string; amount: number; surcharge: number; total: number; settledAt: string | null };
}

export async function cardPaymentsOf(fundRequestId: string): Promise<StaffCardPayment[]> {
  const document = (await staff("GET", `/fund-requests/${fundRequestId}/card-payments`)) as { data: StaffCardPayment[] };
  return document.data;
}

/** The settlement arriving at once, instead of after PROVIDER_CARD_SETTLE_SECONDS. */
export async function settleCardPayment(paymentId: string): Promise<void> {
  await staff("PATCH", `/card-payments/${paymentId}`, { data: { type: "card-payments", attributes: { settled: true } } });
}

export interface StaffMessage {
  attributes: { name: string; email: string; phone: string | null; message: string };
}

export async function messagesOf(fundRequestId: string): Promise<StaffMessage[]> {
  return ((await staff("GET", `/fund-requests/${fundRequestId}/messages`)) as { data: StaffMessage[] }).data;
}

export async function fundRequestStatus(fundRequestId: string): Promise<{ receivableStatus: string; amountPaid: number }> {
  const document = (await staff("GET", `/fund-requests/${fundRequestId}`)) as {
    data: { attributes: { receivableStatus: string; amountPaid: number } };
  };
  const { receivableStatus, amountPaid } = document.data.attributes;
  return { receivableStatus, amountPaid };
}
