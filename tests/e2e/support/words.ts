import { readFileSync } from "node:fs";

import { expect, type Page } from "@playwright/test";

import { type Catalog, compile } from "../../../app/i18n/compile";
import { directionOf, LANGUAGE_NAMES, type OFFERED_LOCALES } from "../../../app/i18n/language";
import { createPageI18n, type Translate } from "../../../app/i18n/translate";
import { settle } from "./pages";

/** A language the portal offers payers (the pseudo-language is a test of its own). */
export type Language = (typeof OFFERED_LOCALES)[number];

/**
 * The catalog's words in one language, for specs that walk a journey in each
 * language (decision 0220): a spec finds a button by the words the payer reads, so a
 * screen that forgot its translation fails, as a person would be lost on it.
 */
export function wordsIn(locale: Language): Translate {
  // Read as a file: the spec runner's ESM loader takes no JSON import without an import attribute.
  const catalog = JSON.parse(
    readFileSync(new URL(`../../../app/i18n/catalogs/${locale}.json`, import.meta.url), "utf8"),
  ) as Catalog;
  return createPageI18n(locale, compile(locale, catalog)).t;
}

const ISOLATES = /[\u2066-\u2069]/g;
/** A value given to `t` that `exactly` matches with anything: a date the spec cannot know. */
export const ANY = "\u0001";

/**
 * The whole of `text`, whether the browser keeps or drops the directional isolates
 * an Arabic sentence sets around its values (decision 0224): for getByRole names,
 * labels and toHaveText. A value given as `ANY` matches any text.
 */
export function exactly(text: string): RegExp {
  const parts = text
    .replace(ISOLATES, "\u0000")
    .split("\u0000")
    .map((part) =>
      part
        .split(ANY)
        .map((piece) => piece.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
        .join(".+"),
    );
  return new RegExp(`^\\s*${parts.join("[\\u2066-\\u2069]*")}\\s*$`);
}

/** Follows the page's link to `locale`, written in that language's own script, as a payer would. */
export async function chooseLanguage(page: Page, locale: Language): Promise<void> {
  const url = page.url();
  await page.locator(".language-links").getByRole("link", { name: LANGUAGE_NAMES[locale] }).click();
  await expect(page).toHaveURL(url);
  await expectLanguage(page, locale);
  // The page in the new language is a new document: what a spec does next is done on it hydrated (decision 0294).
  await settle(page);
}

/** The page is in `locale`: its lang and its direction. */
export async function expectLanguage(page: Page, locale: Language): Promise<void> {
  await expect(page.locator("html")).toHaveAttribute("lang", locale);
  await expect(page.locator("html")).toHaveAttribute("dir", directionOf(locale));
}
