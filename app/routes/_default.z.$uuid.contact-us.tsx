import { getFormProps } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";

import { AgencyDetails } from "~/components/AgencyDetails";
import { CHAT_FIELD, ContactFields, type ContactReply, useContactForm } from "~/components/ContactFields";
import { ErrorSummary } from "~/components/ErrorSummary";
import { agencyOf } from "~/domain/agency";
import type { ContactMessage } from "~/domain/contact-message";
import { ROUTE_TITLES } from "~/domain/titles";
import type { RouteHandle } from "~/route-handle";
import {
  contactDefaults,
  receiveContactMessage,
  redirectToConfirmation,
  type SentMessage,
  takeSentMessage,
} from "~/services/contact.server";
import { enforceScreen, requireLink } from "~/services/link.server";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const linkContext = await requireLink(request, params.uuid, context);
  enforceScreen("contact-us", linkContext);
  const { fundRequest, headers } = linkContext;
  const { sent, setCookie } = await takeSentMessage(request);
  if (setCookie) headers.append("Set-Cookie", setCookie);
  return data(
    {
      agency: agencyOf(fundRequest.location),
      reference: fundRequest.reference,
      defaults: contactDefaults(linkContext),
      sent,
    },
    { headers },
  );
}

export async function action(args: ActionFunctionArgs) {
  const outcome = await receiveContactMessage(args);
  if (!outcome.sent) return data<ContactReply>({ result: outcome.reply }, { status: outcome.status, headers: outcome.headers });
  if (outcome.formData.get(CHAT_FIELD) === "chat") {
    return data<ContactReply>({ result: outcome.reply, sent: true }, { headers: outcome.headers });
  }
  return redirectToConfirmation(outcome);
}

export default function ContactUs() {
  const { agency, reference, defaults, sent } = useLoaderData<typeof loader>();
  return (
    <>
      <p>
        <Link to=".." relative="path" className="back-link" prefetch="none">
          Back
        </Link>
      </p>
      <h1 tabIndex={-1}>{ROUTE_TITLES["contact-us"]}</h1>
      {sent ? <SentConfirmation sent={sent} /> : null}
      <p className="lead">
        Questions about this fund request{reference ? ` (reference ${reference})` : ""}? Contact the agency directly, or send them
        a message here.
      </p>
      {agency ? <AgencyDetails agency={agency} /> : null}
      <h2 id="message-title">{sent ? "Send another message" : "Send a message"}</h2>
      {/* Each message sent starts a fresh form; a failed send, or a link followed in the error summary, keeps it. */}
      <MessageForm key={sent?.id ?? "first"} defaults={defaults} />
    </>
  );
}

/**
 * What was sent and to whom, where the payer looks, until they leave the page. It
 * takes focus when it appears (autofocus without JavaScript), so it is read out.
 */
function SentConfirmation({ sent }: { sent: SentMessage }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), [sent.id]);
  return (
    <div
      className="notice notice--success"
      tabIndex={-1}
      ref={ref}
      // eslint-disable-next-line jsx-a11y/no-autofocus -- without JavaScript the only way to have it read out on arrival
      autoFocus
      aria-labelledby="sent-title"
    >
      <h2 id="sent-title">Message sent</h2>
      <p>
        {sent.agencyName} will reply to {sent.email}
        {sent.phone ? ` or call ${sent.phone}` : ""}.
      </p>
      <p className="notice__label">Your message</p>
      <blockquote className="notice__quote">{sent.message}</blockquote>
      <p>
        <Link to=".." relative="path">
          Back to your payment
        </Link>
      </p>
    </div>
  );
}

/** The message form: conform with the contact schema, checked in the browser before it is sent, and again by the action. */
function MessageForm({ defaults }: { defaults: Partial<ContactMessage> }) {
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
