import { useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";

import { useT } from "~/i18n/react";

/**
 * A "Copy" button beside a number the payer types into their banking app. It only
 * exists once JavaScript runs (the clipboard needs it); without it the number is
 * plain, selectable text. The result is announced through a polite live region.
 */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const t = useT();
  const hydrated = useHydrated();
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");
  if (!hydrated || typeof navigator === "undefined" || !navigator.clipboard) return null;

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setState("copied");
    } catch {
      setState("failed");
    }
  }

  return (
    <>
      <button type="button" className="copy-button" onClick={copy} aria-label={t("ways.copyLabel", { label })}>
        {t("ways.copy")}
      </button>
      <span className="copy-button__status" role="status">
        {state === "copied" ? t("ways.copied", { label }) : state === "failed" ? t("ways.copyFailed") : ""}
      </span>
    </>
  );
}
