import type { ProviderContext } from "../context.js";
import type { CardPaymentRow } from "../repositories/card-payments.js";
import type { MessageRow } from "../repositories/messages.js";
import { hostedPageUrl } from "../services/card-payments.js";
import { identifier, type Resource } from "./jsonapi.js";

export function cardPaymentResource(ctx: ProviderContext, row: CardPaymentRow): Resource {
  return {
    ...identifier("card-payments", row.id),
    attributes: {
      status: row.status,
      amount: row.amount,
      surcharge: row.surcharge,
      total: row.total,
      hostedPageUrl: hostedPageUrl(ctx, row.id),
      createdAt: row.createdAt,
      decidedAt: row.decidedAt,
      settledAt: row.settledAt,
    },
    relationships: {
      fundRequest: { data: identifier("fund-requests", row.fundRequestId) },
      // A payment that repays a signed loan early names the loan's application (decision 0343).
      ...(row.financeApplicationId === null
        ? {}
        : { repaysLoanOf: { data: identifier("finance-applications", row.financeApplicationId) } }),
    },
  };
}

export function messageResource(row: MessageRow): Resource {
  return {
    ...identifier("messages", row.id),
    attributes: { name: row.name, email: row.email, phone: row.phone, message: row.message, createdAt: row.createdAt },
    relationships: { customer: { data: identifier("customers", row.customerId) } },
  };
}
