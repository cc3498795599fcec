import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useLocation, useSubmit } from "@remix-run/react";
import { useState, type FormEvent } from "react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { AgencyDetails } from "~/components/AgencyDetails";
import { CHAT_FIELD, CONTACT_FIELDS, ContactFields, type ContactFieldName } from "~/components/ContactFields";
import { ErrorSummary } from "~/components/ErrorSummary";
import { agencyOf } from "~/domain/agency";
import type { ContactErrors } from "~/domain/contact-message";
import { ROUTE_TITLES } from "~/domain/titles";
import type { RouteHandle } from "~/route-handle";
import { sendContactMessage } from "~/services/contact.server";
import { requireForm } from "~/services/form.server";
import { commitLink, enforceScreen, requireLink } from "~/services/link.server";
import { redirectWithToast } from "~/services/toast.server";

const FIELD_IDS: Record<ContactFieldName, string> = {
  name: "contact-name",
  email: "contact-email",
  phone: "contact-phone",
  message: "contact-message",
};

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
  const actionData = useActionData<typeof action>();
  const submit = useSubmit();
  // A new location (the redirect after sending) starts a fresh form; a failed send keeps what was typed.
  const { key } = useLocation();
  const [browserErrors, setBrowserErrors] = useState<{ key: string; errors: ContactErrors } | null>(null);
  const errors: ContactErrors = (browserErrors?.key === key ? browserErrors.errors : null) ?? actionData?.errors ?? {};
  const values: Values = actionData?.values ?? defaults;
  const summary = [
    ...(actionData?.formError ? [{ fieldId: FIELD_IDS.name, message: actionData.formError }] : []),
    ...CONTACT_FIELDS.flatMap((name) => (errors[name] ?? []).map((message) => ({ fieldId: FIELD_IDS[name], message }))),
  ];

  async function checkBeforeSending(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    event.preventDefault();
    // The checks (zod) load with the first submit, never before it (DESIGN 5).
    const { checkContactMessage: check } = await import("~/domain/contact-message");
    const checked = check(Object.fromEntries(new FormData(form)));
    setBrowserErrors({ key, errors: checked.errors ?? {} });
    if (checked.value) submit(form);
  }

  return (
    <>
      <h1 tabIndex={-1}>{ROUTE_TITLES["contact-us"]}</h1>
      <p className="lead">
        Questions about this fund request{reference ? ` (reference ${reference})` : ""}? Contact the agency directly, or
        send them a message here.
      </p>
      {agency ? <AgencyDetails agency={agency} /> : null}
      <h2 id="message-title">Send a message</h2>
      <ErrorSummary errors={summary} />
      <Form method="post" key={key} aria-labelledby="message-title" noValidate onSubmit={checkBeforeSending}>
        <AuthenticityTokenInput />
        <ContactFields ids={FIELD_IDS} errors={errors} defaults={values} />
        <button type="submit" className="button">
          Send message
        </button>
      </Form>
    </>
  );
}

export const handle: RouteHandle = { title: ROUTE_TITLES["contact-us"], gtm: "contact-us" };
