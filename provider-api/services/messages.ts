import { z } from "zod";

import type { ProviderContext } from "../context.js";
import { personName } from "../domain/names.js";
import { problemsFromZod } from "../domain/problems.js";
import { forbidden, validationError } from "../http/errors.js";
import type { BoundSession } from "../http/session.js";
import { insertMessage, type MessageRow } from "../repositories/messages.js";
import { parseId } from "./finance-applications.js";

export const messageBody = z.object({
  data: z.object({
    type: z.literal("messages"),
    attributes: z
      .object({
        name: personName({ required: "A name is required." }),
        email: z.string().trim().max(254).email("Must be an email address."),
        phone: z.string().trim().max(30).nullable().optional(),
        message: z.string().trim().min(1, "A message is required.").max(2000),
        clientKey: z
          .string()
          .regex(/^[A-Za-z0-9_-]{16,64}$/, "Must be 16 to 64 letters, digits, '-' or '_'.")
          .nullable()
          .optional(),
      })
      .strict(),
  }),
});

/**
 * A payer's message to the agency about this fund request. Sent again with the
 * same `clientKey` (an answer lost on the way back), it is not stored twice:
 * `created` is false and the stored message is answered (decision 0132).
 */
export async function sendMessage(
  ctx: ProviderContext,
  guest: BoundSession,
  rawFundRequestId: string,
  body: unknown,
): Promise<{ row: MessageRow; created: boolean }> {
  if (parseId(rawFundRequestId) !== guest.fundRequestId) throw forbidden("This session belongs to another fund request.");
  const parsed = messageBody.safeParse(body);
  if (!parsed.success) throw validationError(problemsFromZod(parsed.error, ""));
  const { name, email, phone, message, clientKey } = parsed.data.data.attributes;
  return insertMessage(ctx.db, {
    fundRequestId: guest.fundRequestId,
    customerId: guest.customerId,
    name,
    email,
    phone: phone || null,
    message,
    clientKey: clientKey ?? null,
    createdAt: ctx.now().toISOString(),
  });
}
