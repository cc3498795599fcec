import { inflateSync } from "node:zlib";

/** The text a PDF shows: its streams inflated, the strings of its text operators decoded. */
export function pdfText(bytes: Buffer): string {
  const parts: string[] = [];
  for (const match of bytes.toString("latin1").matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1], "latin1")).toString("latin1");
    } catch {
      content = match[1];
    }
    for (const text of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) parts.push(Buffer.from(text[1], "hex").toString("latin1"));
  }
  return parts.join("\n");
}
