import { staff } from "./staff";

/** Requested documents through the staff API (decision 0180), as the back office asks for and reviews them. */
export interface StaffRequestedDocument {
  id: string;
  attributes: {
    owner: "customer" | "entity";
    name: string;
    state: "missing" | "received" | "accepted" | "rejected";
    rejectionReason: string | null;
    files: Array<{ id: string; mediaId: string; fileName: string; size: number; state: string }>;
  };
}

export async function askForDocument(
  fundRequestId: string,
  attributes: { owner: "customer" | "entity"; customerId?: string; name: string; description: string; required: boolean },
): Promise<StaffRequestedDocument> {
  const document = (await staff("POST", `/fund-requests/${fundRequestId}/requested-documents`, {
    data: { type: "requested-documents", attributes },
  })) as { data: StaffRequestedDocument };
  return document.data;
}

export async function reviewDocument(id: string, decision: "ACCEPT" | "REJECT", reason?: string): Promise<void> {
  await staff("POST", `/requested-documents/${id}/review`, {
    data: { type: "document-reviews", attributes: { decision, ...(reason ? { reason } : {}) } },
  });
}

export async function documentsOf(fundRequestId: string): Promise<StaffRequestedDocument[]> {
  return ((await staff("GET", `/fund-requests/${fundRequestId}/requested-documents`)) as { data: StaffRequestedDocument[] }).data;
}

/** Small files the provider takes by their first bytes. */
export const PDF = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");
export const PNG = Buffer.from("89504e470d0a1a0a0000000d4948445200000001000000010806000000", "hex");
export const GIF = Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00\x00;", "latin1");
