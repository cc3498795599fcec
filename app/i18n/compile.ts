// How one language's catalog is compiled (decision 0220): ICU MessageFormat to the
// form @lingui/core formats, with each value set apart in Arabic sentences (decision
// 0224) and marked in the pseudo-language. catalogs.server.ts compiles each catalog
// once with it; the end-to-end specs compile the same files to find what the payer reads.
import { compileMessage } from "@lingui/message-utils/compileMessage";

import { type Locale, PSEUDO_LOCALE } from "~/i18n/language";
import { pseudoLocalize } from "~/i18n/pseudo-locale";
import type { CompiledMessages, MessageKey } from "./translate";

/** One language's ICU messages by key, as in app/i18n/catalogs/<locale>.json. */
export type Catalog = Readonly<Record<MessageKey, string>>;

type CompiledMessage = ReturnType<typeof compileMessage>;
type Token = CompiledMessage[number];

/** The first isolate and pop directional isolate: a value keeps its own direction inside a sentence. */
const FSI = "\u2068";
const PDI = "\u2069";

/**
 * Puts `before` and `after` around every value dropped into a compiled message
 * ({agency}, {total}), inside plural and select branches too; never around the
 * plural or select itself, whose branches are words.
 */
function aroundValues(message: CompiledMessage, before: string, after: string): CompiledMessage {
  return message.flatMap((token): Token[] => {
    if (typeof token === "string") return [token];
    const [name, type, format] = token;
    if ((type === "plural" || type === "select" || type === "selectordinal") && format && typeof format === "object") {
      const branches = Object.fromEntries(
        Object.entries(format).map(([branch, value]) => [
          branch,
          Array.isArray(value) ? aroundValues(value as CompiledMessage, before, after) : value,
        ]),
      );
      return [[name, type, branches]];
    }
    return [before, token, after];
  });
}

export function compile(locale: Locale, source: Catalog): CompiledMessages {
  const compiled: CompiledMessages = {};
  for (const [key, icu] of Object.entries(source)) {
    if (locale === "ar") {
      // Names, amounts, BSBs and references stay left to right inside Arabic sentences.
      compiled[key] = aroundValues(compileMessage(icu), FSI, PDI);
    } else if (locale === PSEUDO_LOCALE) {
      // Values stand out between ⟪ ⟫, so the pseudo test can tell them from text that skipped the catalog;
      // the brackets show where a message is cut off.
      compiled[key] = ["[", ...aroundValues(compileMessage(icu, pseudoLocalize), "⟪", "⟫"), "]"];
    } else {
      compiled[key] = compileMessage(icu);
    }
  }
  return compiled;
}
