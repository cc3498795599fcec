// The fonts a PDF is written in, per language (decision 0395): Noto (OFL), installed
// from the npm registry so the image carries them; no system font is read. Each file
// is read once per process, when a language first asks for it (the Chinese ones are
// about 10 MB each), and kept.
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";

import fontkit, { type Font } from "@pdf-lib/fontkit";

import type { Locale } from "~/i18n/language";
import type { HasGlyph } from "./pdf-layout.server";

type Face = "NotoSans" | "NotoSansSC" | "NotoSansArabic";
export type Weight = "regular" | "bold";

/** The language's own font first, then Noto Sans for what it lacks (Latin letters, "$", digits). */
const STACKS: Record<Locale, Face[]> = {
  "en-AU": ["NotoSans"],
  "en-XA": ["NotoSans"],
  vi: ["NotoSans"],
  "zh-Hans": ["NotoSansSC", "NotoSans"],
  ar: ["NotoSansArabic", "NotoSans"],
};

// node_modules stays outside the server bundle, so each file resolves from build/server as from app/.
const require = createRequire(import.meta.url);

/** Each file by its own path, written out so the packages are seen as used. */
const FILES: Record<Face, Record<Weight, () => string>> = {
  NotoSans: {
    regular: () => require.resolve("@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf"),
    bold: () => require.resolve("@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf"),
  },
  NotoSansSC: {
    regular: () => require.resolve("@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf"),
    bold: () => require.resolve("@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf"),
  },
  NotoSansArabic: {
    regular: () => require.resolve("@expo-google-fonts/noto-sans-arabic/400Regular/NotoSansArabic_400Regular.ttf"),
    bold: () => require.resolve("@expo-google-fonts/noto-sans-arabic/700Bold/NotoSansArabic_700Bold.ttf"),
  },
};

export interface StackFont {
  bytes: Uint8Array;
  has: HasGlyph;
  /** The font as fontkit reads it: its layout gives each glyph's position (pdf-lib draws by advance widths only). */
  face: Font;
}

const cache = new Map<string, Promise<StackFont>>();

function load(face: Face, weight: Weight): Promise<StackFont> {
  const key = `${face}-${weight}`;
  let font = cache.get(key);
  if (!font) {
    font = readFile(FILES[face][weight]()).then((buffer) => {
      const bytes = new Uint8Array(buffer);
      const parsed = fontkit.create(bytes);
      return { bytes, face: parsed, has: (codePoint: number) => parsed.hasGlyphForCodePoint(codePoint) };
    });
    // A failed read is not kept: the next download tries again.
    font.catch(() => cache.delete(key));
    cache.set(key, font);
  }
  return font;
}

/** The locale's font stack in one weight, first font first. */
export function fontStack(locale: Locale, weight: Weight): Promise<StackFont[]> {
  return Promise.all(STACKS[locale].map((face) => load(face, weight)));
}
