import { getFormProps } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";

import { AgencyDetails } from "~/components/AgencyDetails";
import { CHAT_FIELD, CONTACT_FIELDS, type ContactFieldName, ContactFields, useContactForm } from "~/components/ContactFields";
import { ErrorSummary } from "~/components/ErrorSummary";
import { agencyOf } from "~/domain/agency";
import { ROUTE_TITLES } from "~/domain/titles";
import type { RouteHandle } from "~/route-handle";
import { sendContactMessage } from "~/services/contact.server";
import { requireForm } from "~/services/form.server";
import { commitLink, enforceScreen, requireLink } from "~/services/link.server";
import { redirectWithToast } from "~/services/toast.server";

type Values = Partial<Record<ContactFieldName, string>>;

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

export async function action({ request, params, context }: ActionFunctionArgs) {
  const formData = await requireForm(request);
  const linkContext = await requireLink(request, params.uuid, context);
  const values: Values = Object.fromEntries(CONTACT_FIELDS.map((name) => [name, String(formData.get(name) ?? "")]));
  const result = await sendContactMessage(linkContext, values as Record<ContactFieldName, string>);
  const headers = await commitLink(linkContext);
  if (!result.sent) {
    return data({ errors: result.errors, formError: result.formError, values, sent: false }, { status: result.status, headers });
  }
  if (formData.get(CHAT_FIELD) === "chat") return data({ errors: null, formError: null, values: {}, sent: true }, { headers });
  const agencyName = linkContext.fundRequest.location?.name ?? "The agency";
  return redirectWithToast(
    request,
    `/z/${linkContext.uuid}/contact-us`,
    { type: "success", title: "Message sent", message: `${agencyName} will reply to ${result.email}.` },
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
  const answer = useActionData<typeof action>();
  const { form, fields, summary } = useContactForm("contact", answer, defaults);
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
