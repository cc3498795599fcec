import { Link } from "@remix-run/react";
import { type ReactElement, type ReactNode, useMemo } from "react";

import type { LegalTextView } from "~/domain/legal-pages";
import { directionOf } from "~/i18n/language";
import { MessageLink, PageI18nProvider, T, usePageI18nContextValue, useT } from "~/i18n/react";
import { createPageI18n } from "~/i18n/translate";
import { EmailLink, PhoneLink } from "./ContactLinks";
import { PrintButton } from "./PrintButton";

/** A name the provider gives (the lender's, AFCA's): not words to translate, kept whole in any direction. */
export function ProvidedName({ name }: { name: string }): ReactElement {
  return <bdi translate="no">{name}</bdi>;
}

/** A website as its address reads on paper: the link's text is the address, without its scheme. */
export function WebsiteLink({ url }: { url: string }): ReactElement {
  return (
    <a href={url} translate="no" dir="ltr">
      {url.replace(/^https?:\/\//, "").replace(/\/$/, "")}
    </a>
  );
}

/** Where to reach someone, as a summary list: the rows given, in the page's words. */
export function LegalContacts({
  phone,
  email,
  website,
  post,
  address,
}: {
  phone?: string;
  email?: string;
  website?: string;
  post?: string;
  address?: string;
}) {
  const t = useT();
  const row = (label: string, value: ReactNode) => (
    <div className="summary__row">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
  return (
    <dl className="summary">
      {phone ? row(t("legalLabels.phone"), <PhoneLink phone={phone} />) : null}
      {email ? row(t("legalLabels.email"), <EmailLink email={email} />) : null}
      {website ? row(t("legalLabels.website"), <WebsiteLink url={website} />) : null}
      {address ? row(t("legalLabels.address"), <bdi translate="no">{address}</bdi>) : null}
      {post ? row(t("legalLabels.post"), <bdi translate="no">{post}</bdi>) : null}
    </dl>
  );
}

/**
 * The frame of a legal page: the way back, which version this is (decision 0351),
 * the text (in English, marked as English, when the payer asked for the version
 * that binds), and a print button. Printed, the header, footer and buttons go
 * (app.css): what is left is the text.
 */
export function LegalPage({
  view,
  home,
  children,
}: {
  view: LegalTextView;
  home: string;
  /** The page's text: its heading first. */
  children: ReactNode;
}) {
  const t = useT();
  const page = usePageI18nContextValue();
  // The English that binds is formatted as English (its plurals), whatever the page's language.
  const english = useMemo(
    () => (view.shown === "english" ? createPageI18n(view.textLocale, page.i18n.messages) : null),
    [view.shown, view.textLocale, page],
  );
  const text = english ? (
    <PageI18nProvider value={english}>
      <div lang={view.textLocale} dir={directionOf(view.textLocale)}>
        {children}
      </div>
    </PageI18nProvider>
  ) : (
    children
  );
  return (
    <>
      <p className="no-print">
        <Link to={home} className="back-link">
          {t("legal.back")}
        </Link>
      </p>
      {view.otherVersion ? (
        <p className="notice notice--info">
          <T
            id={view.shown === "english" ? "legal.english" : "legal.translated"}
            components={{ 0: <MessageLink href={view.otherVersion} /> }}
          />
        </p>
      ) : null}
      <article className="legal">{text}</article>
      <p>
        <PrintButton>{t("legal.print")}</PrintButton>
      </p>
    </>
  );
}
