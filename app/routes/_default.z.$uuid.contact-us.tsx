import { getFormProps } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";

import { AgencyDetails } from "~/components/AgencyDetails";
import { CHAT_FIELD, ContactFields, type ContactReply, useContactForm } from "~/components/ContactFields";
import { ErrorSummary } from "~/components/ErrorSummary";
import { agencyOf } from "~/domain/agency";
import type { ContactMessage } from "~/domain/contact-message";
import { ROUTE_TITLES } from "~/domain/titles";
import type { RouteHandle } from "~/route-handle";
import { receiveContactMessage } from "~/services/contact.server";
import { enforceScreen, requireLink } from "~/services/link.server";
import { redirectWithToast } from "~/services/toast.server";

type Values = Partial<ContactMessage>;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const linkContext = await requireLink(request, params.uuid, context);
  enforceScreen("contact-us", linkContext);
  const { fundRequest, link, headers } = linkContext;
  const customer = fundRequest.customers?.find((c) => c.id === link.customerId);
  const defaults: Values = {
    name: customer ? `${customer.firstName} ${customer.lastName}`.trim() : "",
    email: customer?.email ?? "",
    phone: customer?.mobile ?? "",
  };
  return data({ agency: agencyOf(fundRequest.location), reference: fundRequest.reference, defaults }, { headers });
}

export async function action(args: ActionFunctionArgs) {
  const outcome = await receiveContactMessage(args);
  const { headers } = outcome;
  if (!outcome.sent) return data<ContactReply>({ result: outcome.reply }, { status: outcome.status, headers });
  if (outcome.formData.get(CHAT_FIELD) === "chat") return data<ContactReply>({ result: outcome.reply, sent: true }, { headers });
  const { linkContext, message } = outcome;
  const agencyName = linkContext.fundRequest.location?.name ?? "The agency";
  return redirectWithToast(
    args.request,
    `/z/${linkContext.uuid}/contact-us`,
    { type: "success", title: "Message sent", message: `${agencyName} will reply to ${message.email}.` },
    { headers },
  );
}

export default function ContactUs() {
  const { agency, reference, defaults } = useLoaderData<typeof loader>();
  // A new location (the redirect after sending) starts a fresh form; a failed send keeps what was typed.
  const { key } = useLocation();
  return (
    <>
      <h1 tabIndex={-1}>{ROUTE_TITLES["contact-us"]}</h1>
      <p className="lead">
        Questions about this fund request{reference ? ` (reference ${reference})` : ""}? Contact the agency directly, or send them
        a message here.
      </p>
      {agency ? <AgencyDetails agency={agency} /> : null}
      <h2 id="message-title">Send a message</h2>
      <MessageForm key={key} defaults={defaults} />
    </>
  );
}

/** The message form: conform with the contact schema, checked in the browser before it is sent, and again by the action. */
function MessageForm({ defaults }: { defaults: Values }) {
  const reply = useActionData<typeof action>();
  const { form, fields, summary } = useContactForm("contact", reply, defaults);
  return (
    <>
      <ErrorSummary errors={summary.errors} attempt={summary.attempt} />
      <Form method="post" {...getFormProps(form, { ariaAttributes: false })} aria-labelledby="message-title">
        <AuthenticityTokenInput />
        <ContactFields fields={fields} />
        <button type="submit" className="button">
          Send message
        </button>
      </Form>
    </>
  );
}

export const handle: RouteHandle = { title: ROUTE_TITLES["contact-us"], gtm: "contact-us" };
