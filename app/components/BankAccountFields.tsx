import { type FieldMetadata, getFieldsetProps } from "@conform-to/react";
import { type ChangeEvent, useEffect, useRef, useState } from "react";

import { formatBsb, normaliseBsb } from "~/domain/bsb";
import { useT } from "~/i18n/react";
import { TextField } from "./Field";

interface AccountField {
  bsb: string;
  accountNumber: string;
  accountName: string;
}

interface BankAccountFieldsProps {
  legend: string;
  hint: string;
  field: FieldMetadata<AccountField | undefined>;
  /** The bank of the BSB shown, looked up by the server when the page was made. */
  bankName: string | null;
  /** The live lookup's address (`/z/{uuid}/pay-later/bsb`). */
  lookupUrl: string;
}

/** What the lookup knows of the BSB shown: its bank, or that no bank has it (a typo, most likely). */
interface BankLookup {
  bsb: string | null;
  bankName: string | null;
}

/**
 * Looks the bank up as the BSB is typed. Without JavaScript the server's name
 * (of the saved or just-sent BSB) is what shows; with it, the latest answer wins.
 */
function useBankName(server: BankLookup, lookupUrl: string) {
  const [lookup, setLookup] = useState(server);
  const pending = useRef<AbortController | null>(null);
  const { bsb: serverBsb, bankName: serverName } = server;
  useEffect(() => setLookup({ bsb: serverBsb, bankName: serverName }), [serverBsb, serverName]);

  async function onBsbChange(event: ChangeEvent<HTMLInputElement>) {
    pending.current?.abort();
    const bsb = normaliseBsb(event.target.value);
    if (!bsb) {
      setLookup({ bsb: null, bankName: null });
      return;
    }
    const controller = new AbortController();
    pending.current = controller;
    try {
      const response = await fetch(`${lookupUrl}?bsb=${bsb}`, { signal: controller.signal });
      if (response.ok) setLookup({ bsb, bankName: ((await response.json()) as { bankName: string | null }).bankName });
    } catch {
      // A lookup overtaken by the next keystroke, or offline: the name is only a courtesy.
    }
  }
  return { lookup, onBsbChange };
}

/** One bank account: BSB (with the bank's name), account number and account name. */
export function BankAccountFields({ legend, hint, field, bankName: serverName, lookupUrl }: BankAccountFieldsProps) {
  const t = useT();
  const fields = field.getFieldset();
  const sentBsb = normaliseBsb(String(fields.bsb.initialValue ?? ""));
  const { lookup, onBsbChange } = useBankName({ bsb: sentBsb, bankName: serverName }, lookupUrl);
  const bankNameId = `${fields.bsb.id}-bank`;
  return (
    <fieldset className="account" {...getFieldsetProps(field, { ariaAttributes: false })}>
      <legend>{legend}</legend>
      <p className="field__hint">{hint}</p>
      <TextField
        field={fields.bsb}
        label={t("stepBank.bsb")}
        hint={t("stepBank.bsbHint")}
        inputMode="numeric"
        autoComplete="off"
        maxLength={7}
        className="input--short"
        onChange={onBsbChange}
      />
      <p className="bank-name" id={bankNameId} aria-live="polite">
        {lookup.bankName ? (
          <>
            <span className="visually-hidden">{t("stepBank.bank")} </span>
            <span translate="no">{lookup.bankName}</span>
          </>
        ) : lookup.bsb ? (
          t("stepBank.unknownBsb", { bsb: formatBsb(lookup.bsb) })
        ) : null}
      </p>
      <TextField
        field={fields.accountNumber}
        label={t("stepBank.accountNumber")}
        hint={t("stepBank.accountNumberHint")}
        inputMode="numeric"
        autoComplete="off"
        maxLength={12}
        className="input--medium"
      />
      <TextField field={fields.accountName} label={t("stepBank.accountName")} autoComplete="name" />
    </fieldset>
  );
}

/** A locked account (docs/SPEC.md 4): shown, not editable, never sent. */
export function LockedBankAccount({ legend, lines, reason }: { legend: string; lines: string[]; reason: string }) {
  return (
    <section className="account account--locked" aria-label={legend}>
      <h2>{legend}</h2>
      {lines.length > 0 ? (
        <p>
          {lines.map((line, index) => (
            <span key={`${index}-${line}`} className="account__line">
              {line}
            </span>
          ))}
        </p>
      ) : null}
      <p className="muted">{reason}</p>
    </section>
  );
}
