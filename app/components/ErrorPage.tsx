import { useLocation } from "@remix-run/react";

import type { ErrorInfo } from "~/domain/error-info";
import { translateFieldMessage } from "~/i18n/field-message";
import { T, useT } from "~/i18n/react";
import { EmailLink, PhoneLink } from "./ContactLinks";

export function ErrorPage({ info, support }: { info: ErrorInfo; support: { email: string; phone: string } }) {
  const t = useT();
  // "Try again" loads this same address afresh, with or without JavaScript.
  const { pathname, search } = useLocation();
  return (
    <>
      <h1 tabIndex={-1}>{t(info.title)}</h1>
      <p className="lead">{info.detail ? translateFieldMessage(t, info.detail) : t(info.message)}</p>
      <p>
        <T id="errors.help" values={{ email: <EmailLink email={support.email} />, phone: <PhoneLink phone={support.phone} /> }} />
      </p>
      {info.status !== 404 && info.status !== 403 ? (
        <p>
          <a className="button" href={`${pathname}${search}`}>
            {t("errors.tryAgain")}
          </a>
        </p>
      ) : null}
      <p className="muted">{t("errors.code", { status: info.status })}</p>
    </>
  );
}
