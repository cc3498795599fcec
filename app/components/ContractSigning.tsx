import { getTextareaProps } from "@conform-to/react";
import { Link, useLoaderData } from "@remix-run/react";

import type { ProgressInWords } from "~/domain/contract";
import { CONFIRMATION_NAMES, CONFIRMATIONS, contractSchema } from "~/domain/contract-form";
import type { DeferredPayment } from "~/domain/money";
import { DECLINE_QUERY } from "~/domain/page-queries";
import type { ContractTerms } from "~/domain/types";
import { useT } from "~/i18n/react";
import type { StepView } from "~/types/step-form";
import { Checkbox } from "./Checkbox";
import { ContractDocument, ContractLanguageNotice, type ContractPdf } from "./ContractDocument";
import { FieldFrame, TextField } from "./Field";
import { PrintButton } from "./PrintButton";
import { StepForm, useStepForm } from "./StepForm";

interface SigningData {
  view: StepView;
  terms: ContractTerms;
  figures: DeferredPayment;
  documentHash: string;
  progress: ProgressInWords;
  declining: boolean;
  signerName: string | null;
  /** The agency signs through the provider's hosted ceremony (the docusign flag, decision 0163). */
  ceremony: boolean;
  pdf: ContractPdf | null;
  /** The way to the loan on one screen (decision 0353). */
  summary: { href: string; text: string } | null;
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
function CeremonyForm(data: SigningData) {
  const t = useT();
  const { frame } = useStepForm(contractSchema);
  return (
    <StepForm
      frame={frame}
      submitLabel={t("contractSigning.ceremonySubmit")}
      withdrawable={false}
      intro={<ContractIntro {...data} lead={t("contractSigning.ceremonyLead")} />}
    >
      <input type="hidden" name="intent" value="ceremony" />
      <h2>{t("contractSigning.signTitle")}</h2>
      <p>{t("contractSigning.ceremonyText")}</p>
      <p className="no-print">
        <Link to={`?${DECLINE_QUERY}`}>{t("contractSigning.doNotWantToSign")}</Link>
      </p>
    </StepForm>
  );
}

/** Before either way to sign: the lead, the language notice, who else has signed, the contract and the way to print it. */
function ContractIntro({ lead, ceremony, terms, figures, documentHash, progress, pdf, summary }: SigningData & { lead: string }) {
  const t = useT();
  return (
    <>
      <p className="lead">{lead}</p>
      <ContractLanguageNotice ceremony={ceremony} />
      <OthersSigned progress={progress} />
      {summary ? (
        <p className="no-print">
          <Link to={summary.href} prefetch="none">
            {summary.text}
          </Link>
        </p>
      ) : null}
      <ContractDocument terms={terms} figures={figures} documentHash={documentHash} pdf={pdf} />
      <p className="no-print">
        <PrintButton>{t("contractSigning.print")}</PrintButton>
      </p>
    </>
  );
}

function OthersSigned({ progress }: { progress: ProgressInWords }) {
  const t = useT();
  if (!progress.signed && !progress.waitingFor) return null;
  return (
    <p>
      {progress.signed ? t("contractSigning.othersSigned", { names: progress.signed }) : null}
      {progress.signed && progress.waitingFor ? " " : null}
      {progress.waitingFor ? t("contractSigning.othersWaiting", { names: progress.waitingFor }) : null}
    </p>
  );
}

function SignForm(data: SigningData) {
  const { signerName } = data;
  const t = useT();
  const { fields, frame } = useStepForm(contractSchema);
  return (
    <StepForm
      frame={frame}
      submitLabel={t("contractSigning.signTitle")}
      withdrawable={false}
      intro={<ContractIntro {...data} lead={t("contractSigning.signLead")} />}
    >
      <input type="hidden" name="intent" value="sign" />
      <fieldset className="declarations">
        <legend>
          <h2>{t("contractSigning.signTitle")}</h2>
        </legend>
        <p className="field__hint">{t("contractSigning.tickEach")}</p>
        {CONFIRMATION_NAMES.map((name) => (
          <Checkbox key={name} field={fields[name]} label={t(CONFIRMATIONS[name].label)} />
        ))}
      </fieldset>
      <TextField
        field={fields.fullName}
        label={t("contractSigning.fullName")}
        hint={signerName ? t("contractSigning.fullNameHintNamed", { name: signerName }) : t("contractSigning.fullNameHint")}
        autoComplete="name"
      />
      <p className="no-print">
        <Link to={`?${DECLINE_QUERY}`}>{t("contractSigning.doNotWantToSign")}</Link>
      </p>
    </StepForm>
  );
}

function DeclineForm() {
  const t = useT();
  const { fields, frame } = useStepForm(contractSchema);
  const reason = fields.reason;
  return (
    <StepForm
      frame={frame}
      submitLabel={t("contractDeclining.submit")}
      withdrawable={false}
      intro={
        <>
          <p>{t("contractDeclining.text")}</p>
          <ContractLanguageNotice />
          <p>
            <Link to=".">{t("contractDeclining.backToContract")}</Link>
          </p>
        </>
      }
    >
      <input type="hidden" name="intent" value="decline" />
      <FieldFrame
        id={reason.id}
        label={t("contractDeclining.reasonLabel")}
        hint={t("contractDeclining.reasonHint")}
        errors={reason.errors}
      >
        {(described) => <textarea {...getTextareaProps(reason)} rows={4} {...described} />}
      </FieldFrame>
    </StepForm>
  );
}
