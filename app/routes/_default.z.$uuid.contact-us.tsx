import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { AgencyDetails, agencyOf } from "~/components/AgencyDetails";
import { CHAT_FIELD, ContactFields, CONTACT_FIELDS } from "~/components/ContactFields";
import { ErrorSummary } from "~/components/ErrorSummary";
import { contactMessageSchema, type ContactMessage } from "~/domain/contact-message";
import { ROUTE_TITLES } from "~/domain/titles";
import type { RouteHandle } from "~/route-handle";
import { requireCsrf } from "~/services/csrf.server";
import { enforceScreen, requireLink } from "~/services/link.server";
import { ProviderError } from "~/services/provider.server";
import { redirectWithToast } from "~/services/toast.server";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const linkContext = await requireLink(request, params.uuid, context);
  enforceScreen("contact-us", linkContext);
  const { fundRequest, link, headers } = linkContext;
  const customer = fundRequest.customers?.find((c) => c.id === link.customerId);
  return data(
    {
      agency: agencyOf(fundRequest.location),
      reference: fundRequest.reference,
      defaults: {
        name: customer ? `${customer.firstName} ${customer.lastName}`.trim() : "",
        email: customer?.email ?? "",
        phone: customer?.mobile ?? "",
      },
    },
    { headers },
  );
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  await requireCsrf(request);
  const linkContext = await requireLink(request, params.uuid, context);
  const formData = await request.formData();
  const viaChat = formData.get(CHAT_FIELD) === "chat";
  const submission = parseWithZod(formData, { schema: contactMessageSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply(), sent: false }, { status: 400, headers: linkContext.headers });
  }
  try {
    await linkContext.provider.sendMessage(linkContext.link, { ...submission.value, phone: submission.value.phone || null });
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    const formErrors = ["Your message could not be sent just now. Please try again in a few minutes."];
    return data({ result: submission.reply({ formErrors }), sent: false }, { status: 503, headers: linkContext.headers });
  }
  if (viaChat) {
    return data({ result: submission.reply({ resetForm: true }), sent: true }, { headers: linkContext.headers });
  }
  const agencyName = linkContext.fundRequest.location?.name ?? "The agency";
  return redirectWithToast(
    request,
    `/z/${linkContext.uuid}/contact-us`,
    { type: "success", title: "Message sent", message: `${agencyName} will reply to ${submission.value.email}.` },
    { headers: linkContext.headers },
  );
}

export default function ContactUs() {
  const { agency, reference, defaults } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  // A new location (the redirect after sending) starts a fresh, empty form; a failed send keeps what was typed.
  const { key } = useLocation();
  const [form, fields] = useForm<ContactMessage>({
    id: "contact",
    lastResult: actionData?.result,
    constraint: getZodConstraint(contactMessageSchema),
    defaultValue: defaults,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: contactMessageSchema }),
  });
  const summary = [
    ...(form.errors ?? []).map((message) => ({ fieldId: fields.name.id, message })),
    ...CONTACT_FIELDS.flatMap((name) => (fields[name].errors ?? []).map((message) => ({ fieldId: fields[name].id, message }))),
  ];
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
      <Form method="post" {...getFormProps(form)} key={key} aria-labelledby="message-title" noValidate>
        <AuthenticityTokenInput />
        <ContactFields
          ids={{ name: fields.name.id, email: fields.email.id, phone: fields.phone.id, message: fields.message.id }}
          errors={{ name: fields.name.errors, email: fields.email.errors, phone: fields.phone.errors, message: fields.message.errors }}
          defaults={{
            name: fields.name.initialValue as string | undefined,
            email: fields.email.initialValue as string | undefined,
            phone: fields.phone.initialValue as string | undefined,
            message: fields.message.initialValue as string | undefined,
          }}
        />
        <button type="submit" className="button">
          Send message
        </button>
      </Form>
    </>
  );
}

export const handle: RouteHandle = { title: ROUTE_TITLES["contact-us"], gtm: "contact-us" };
