import type { FormMetadata } from "@conform-to/react";
import { type FormEvent, useEffect, useRef, useState } from "react";

import { CSRF_FIELD, VERSION_FIELD } from "~/domain/form-fields";
import { nestFormEntries } from "~/domain/form-paths";
import type { FormNotice } from "~/domain/form-reply";

/**
 * Why a step's answers are on the page but not at the server, said by the notice
 * every form uses: the browser was offline when Continue was pressed (the form
 * waits and goes by itself when the connection is back), or the post left and no
 * answer came (the browser showed its own error page, and the payer came back to
 * this one). One object per change, so the notice takes focus once, not at every render.
 */
export type UnsavedNotice = Extract<FormNotice, { kind: "offline" | "no-answer" }> | null;
const OFFLINE: UnsavedNotice = { kind: "offline" };
const NO_ANSWER: UnsavedNotice = { kind: "no-answer" };

const DRAFT_KEY = "portal:unsaved-step-answers";

/** What was sent, kept in this tab only (sessionStorage) until the next page says what became of it. */
interface Draft {
  path: string;
  version: string;
  values: Array<[string, string]>;
}

/** Fields never kept: the anti-forgery token (a fresh one comes with the page), the version, conform's intent. */
const NOT_KEPT = new Set([CSRF_FIELD, VERSION_FIELD, "__intent__"]);

/** The names of the form's fields a person fills in: not its hidden ones. */
function typedNames(form: HTMLFormElement): Set<string> {
  const names = [...form.elements].flatMap((element) =>
    element instanceof HTMLInputElement && element.type === "hidden" ? [] : [(element as HTMLInputElement).name],
  );
  return new Set(names.filter(Boolean));
}

function keep(form: HTMLFormElement) {
  const data = new FormData(form);
  const values = [...data.entries()].flatMap(([name, value]): Array<[string, string]> =>
    typeof value === "string" && !NOT_KEPT.has(name) ? [[name, value]] : [],
  );
  const typed = typedNames(form);
  try {
    // A press with nothing typed (a button such as "Sign with the signing service", whose
    // answer may leave the portal and come back to this page unchanged) keeps nothing:
    // there is nothing to put back, and its return must not be read as a dropped post.
    if (!values.some(([name]) => typed.has(name))) {
      window.sessionStorage.removeItem(DRAFT_KEY);
      return;
    }
    const draft: Draft = { path: window.location.pathname, version: String(data.get(VERSION_FIELD) ?? ""), values };
    window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Private mode or a full store: the post goes anyway, only this safety net is missing.
  }
}

function takeDraft(): Draft | null {
  try {
    const raw = window.sessionStorage.getItem(DRAFT_KEY);
    window.sessionStorage.removeItem(DRAFT_KEY);
    return raw ? (JSON.parse(raw) as Draft) : null;
  } catch {
    return null;
  }
}

/**
 * Nothing typed is lost on the way to the server (decision 0105). The step form still
 * goes as the browser posts it (decision 0090); before it goes, its answers are
 * kept in this tab. When this page is shown again and the server never answered
 * that post (no action data, and the application's version unchanged, so nothing
 * was saved), the answers come back into the form with a notice. Offline at the
 * press, the post is held, the notice says so, and it goes by itself once the
 * browser is back online.
 */
export function useUnsavedAnswers(
  form: Pick<FormMetadata<Record<string, unknown>>, "update">,
  version: number,
  answered: boolean,
) {
  const [unsaved, setUnsaved] = useState<UnsavedNotice>(null);
  const waiting = useRef<HTMLFormElement | null>(null);

  useEffect(() => {
    function restore() {
      const draft = takeDraft();
      if (!draft || answered || draft.path !== window.location.pathname || draft.version !== String(version)) return;
      // conform takes the nested value its field names make; its type for a form of any shape is flat.
      form.update({ value: nestFormEntries(draft.values) as Record<string, string> });
      setUnsaved(NO_ANSWER);
    }
    restore();
    // Back to a page kept in the back-forward cache runs no effect: its pageshow does.
    const onPageShow = (event: PageTransitionEvent) => event.persisted && restore();
    window.addEventListener("pageshow", onPageShow);
    return () => window.removeEventListener("pageshow", onPageShow);
    // Once per page shown: a later render must not take a draft the next post keeps.
  }, []);

  useEffect(() => {
    if (unsaved?.kind !== "offline") return;
    const sendAgain = () => {
      const pending = waiting.current;
      waiting.current = null;
      setUnsaved(null);
      pending?.requestSubmit();
    };
    window.addEventListener("online", sendAgain);
    return () => window.removeEventListener("online", sendAgain);
  }, [unsaved]);

  /** Call from the form's onSubmit once the check has let it through: true when the post is held. */
  function beforeSend(event: FormEvent<HTMLFormElement>): boolean {
    if (!navigator.onLine) {
      event.preventDefault();
      waiting.current = event.currentTarget;
      setUnsaved(OFFLINE);
      return true;
    }
    keep(event.currentTarget);
    setUnsaved(null);
    return false;
  }

  return { unsaved, beforeSend };
}
