import { getTextareaProps } from "@conform-to/react";
import { Link, useLoaderData } from "@remix-run/react";

import { namesInWords, type SignatureProgress } from "~/domain/contract";
import { CONFIRMATION_NAMES, CONFIRMATIONS, contractSchema } from "~/domain/contract-form";
import type { DeferredPayment } from "~/domain/money";
import { DECLINE_QUERY } from "~/domain/page-queries";
import type { ContractTerms } from "~/domain/types";
import { translateFieldMessage } from "~/i18n/field-message";
import { useT } from "~/i18n/react";
import type { StepView } from "~/types/step-form";
import { Checkbox } from "./Checkbox";
import { ContractDocument, type ContractPdf } from "./ContractDocument";
import { PrintButton } from "./PrintButton";
import { StepForm, useStepForm } from "./StepForm";
import { TextField } from "./TextField";

interface SigningData {
  view: StepView;
  terms: ContractTerms;
  figures: DeferredPayment;
  documentHash: string;
  progress: SignatureProgress;
  declining: boolean;
  signerName: string | null;
  /** The agency signs through the provider's hosted ceremony (the docusign flag, decision 0163). */
  ceremony: boolean;
  pdf: ContractPdf | null;
}

/**
 * contract-signing and please-sign (decision 0162): the contract, then each
 * statement to confirm and the full name typed as signature; or, at `?decline`,
 * the confirmation that declines it, with an optional reason.
 */
export function ContractSigning() {
  const data = useLoaderData<SigningData>();
  if (data.declining) return <DeclineForm />;
  return data.ceremony ? <CeremonyForm {...data} /> : <SignForm {...data} />;
}

/** The contract, then the way to sign it on the provider's hosted signing service. */
function CeremonyForm({ terms, figures, documentHash, progress, pdf }: SigningData) {
  const { frame } = useStepForm(contractSchema);
  return (
    <StepForm
      frame={frame}
      submitLabel="Sign with the signing service"
      withdrawable={false}
      intro={
        <>
          <p className="lead">
            Your application has been approved. Read the contract below, then sign it on our secure signing service.
          </p>
          <OthersSigned progress={progress} />
          <ContractDocument terms={terms} figures={figures} documentHash={documentHash} pdf={pdf} />
          <p className="no-print">
            <PrintButton>Print the contract</PrintButton>
          </p>
        </>
      }
    >
      <input type="hidden" name="intent" value="ceremony" />
      <h2>Sign the contract</h2>
      <p>
        The signing service shows you the contract again and asks you to sign or decline it. It then brings you back here, where
        you see what happens next.
      </p>
      <p className="no-print">
        <Link to={`?${DECLINE_QUERY}`}>I do not want to sign this contract</Link>
      </p>
    </StepForm>
  );
}

function OthersSigned({ progress }: { progress: SignatureProgress }) {
  if (progress.signed.length === 0 && progress.waitingFor.length === 0) return null;
  return (
    <p>
      {progress.signed.length > 0 ? `${namesInWords(progress.signed)} signed already. ` : null}
      {progress.waitingFor.length > 0 ? `${namesInWords(progress.waitingFor)} also signs with their own link.` : null}
    </p>
  );
}

function SignForm({ terms, figures, documentHash, progress, signerName, pdf }: SigningData) {
  const { fields, frame } = useStepForm(contractSchema);
  return (
    <StepForm
      frame={frame}
      submitLabel="Sign the contract"
      withdrawable={false}
      intro={
        <>
          <p className="lead">
            Your application has been approved. Read the contract below, then confirm each statement and type your name to sign
            it.
          </p>
          <OthersSigned progress={progress} />
          <ContractDocument terms={terms} figures={figures} documentHash={documentHash} pdf={pdf} />
          <p className="no-print">
            <PrintButton>Print the contract</PrintButton>
          </p>
        </>
      }
    >
      <input type="hidden" name="intent" value="sign" />
      <fieldset className="declarations">
        <legend>
          <h2>Sign the contract</h2>
        </legend>
        <p className="field__hint">Tick each statement to confirm it:</p>
        {CONFIRMATION_NAMES.map((name) => (
          <Checkbox key={name} field={fields[name]} label={CONFIRMATIONS[name].label} />
        ))}
      </fieldset>
      <TextField
        field={fields.fullName}
        label="Your full name, as your signature"
        hint={`Type your first and last name as they appear on the contract${signerName ? `: ${signerName}` : ""}.`}
        autoComplete="name"
      />
      <p className="no-print">
        <Link to={`?${DECLINE_QUERY}`}>I do not want to sign this contract</Link>
      </p>
    </StepForm>
  );
}

function DeclineForm() {
  const { fields, frame } = useStepForm(contractSchema);
  const reason = fields.reason;
  const t = useT();
  const first = reason.errors?.[0];
  const error = first ? translateFieldMessage(t, first) : undefined;
  const hintId = `${reason.id}-hint`;
  return (
    <StepForm
      frame={frame}
      submitLabel="Decline the contract"
      withdrawable={false}
      intro={
        <>
          <p>
            If you decline, the finance will not go ahead and nobody on the application can sign until we reopen the contract. The
            amount stays owing to the agency, and you can pay it now instead.
          </p>
          <p>
            <Link to=".">Go back to the contract</Link>
          </p>
        </>
      }
    >
      <input type="hidden" name="intent" value="decline" />
      <div className={`field${error ? " field--error" : ""}`}>
        <label htmlFor={reason.id}>Why are you declining? (optional)</label>
        <span className="field__hint" id={hintId}>
          It helps us to know. Up to 1,000 characters.
        </span>
        {error ? (
          <span className="field__error" id={reason.errorId}>
            <span className="visually-hidden">{t("forms.errorPrefix")}</span> {error}
          </span>
        ) : null}
        <textarea
          {...getTextareaProps(reason)}
          rows={4}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, error ? reason.errorId : undefined].filter(Boolean).join(" ")}
        />
      </div>
    </StepForm>
  );
}
