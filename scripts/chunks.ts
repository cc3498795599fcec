/**
 * Which chunk a module of the browser build goes in: Rollup's `manualChunks`, set in
 * vite.config.ts (decision 0289). Left to itself Rollup, like esbuild before it, makes
 * one chunk per set of entries (the route modules and the browser entry) that reach a
 * module: a step page fetched about 30 files, most under 1 KB, each its own gzip
 * stream, import list and request. Here the code is grouped by who uses it, read from
 * Rollup's module graph (which entries reach a module through static imports):
 *
 * - `vendor`: what every page runs: what the browser entry and the root reach (React,
 *   react-dom, Remix and its router, the translation runtime, the root's components).
 * - `forms`: conform, valibot, and what at least half the pages with a checked form
 *   use and only they use (the form components, the hidden fields, the error summary).
 * - `steps`: what at least half the application's step forms (the pages that draw a
 *   StepForm) use and only they use (StepForm, unsaved answers, radio groups, money).
 * - a module of one route stays in that route's file. A module shared by a few pages
 *   gets a chunk for exactly those pages, as Rollup would make; it is named here only so
 *   that a group above does not pull it in (Rollup puts a grouped module's unnamed
 *   imports in its group).
 *
 * What only a lazy import reaches (the Sentry SDK with app/sentry.client.ts, the
 * support panel's message form, the document upload form) is left to Rollup, so it
 * stays in the lazy chunks, fetched when asked for.
 */
import { createHash } from "node:crypto";

import type { GetModuleInfo, ManualChunkMeta } from "rollup";

/** The browser's form libraries: in `forms` with the code that uses them. */
const FORM_LIBRARIES = ["/node_modules/@conform-to/", "/node_modules/valibot/"];

/** A route's own module or the browser entry: each stays its own file. */
const isRouteModule = (id: string) => /\/app\/(root\.tsx|entry\.client\.tsx|routes\/|steps\/[^/]+\/route\.tsx)/.test(id);
/** The entries on every page: the browser entry and the root route. */
const isEveryPage = (entry: string) => /\/app\/(root|entry\.client)\.tsx/.test(entry);

let graph: GetModuleInfo | null = null;
const entriesOf = new Map<string, Set<string>>();
const usersOf = new Map<string, Set<string>>();

/** The caches hold one build's graph: a new build (the watcher's next) starts them afresh. */
function useGraph(getModuleInfo: GetModuleInfo): void {
  if (graph === getModuleInfo) return;
  graph = getModuleInfo;
  entriesOf.clear();
  usersOf.clear();
}

/** The entries whose static imports reach `id` (none: only a lazy import reaches it). */
function reachingEntries(id: string, getModuleInfo: GetModuleInfo): Set<string> {
  const known = entriesOf.get(id);
  if (known) return known;
  const entries = new Set<string>();
  entriesOf.set(id, entries); // an import cycle adds nothing new
  const info = getModuleInfo(id);
  if (!info) return entries;
  if (info.isEntry) entries.add(id);
  for (const importer of info.importers) for (const entry of reachingEntries(importer, getModuleInfo)) entries.add(entry);
  return entries;
}

/** The entries that reach any module whose id holds `path`: the pages of a group. */
function pagesUsing(path: string, { getModuleIds, getModuleInfo }: ManualChunkMeta): Set<string> {
  let pages = usersOf.get(path);
  if (!pages) {
    pages = new Set();
    for (const id of getModuleIds()) {
      if (id.includes(path)) for (const entry of reachingEntries(id, getModuleInfo)) pages.add(entry);
    }
    usersOf.set(path, pages);
  }
  return pages;
}

/** Used only by `group`'s pages, and by at least half of them: worth its bytes on the others. */
const belongsTo = (entries: string[], group: Set<string>) =>
  entries.every((entry) => group.has(entry)) && entries.length * 2 >= group.size;

export function chunkOf(id: string, meta: ManualChunkMeta): string | undefined {
  useGraph(meta.getModuleInfo);
  const entries = [...reachingEntries(id, meta.getModuleInfo)];
  if (entries.length === 0) return undefined; // only lazy imports reach it: it stays lazy
  if (isRouteModule(id)) return undefined;
  if (entries.some(isEveryPage)) return "vendor";
  if (FORM_LIBRARIES.some((path) => id.includes(path))) return "forms";
  if (belongsTo(entries, pagesUsing("/app/components/StepForm.tsx", meta))) return "steps";
  if (belongsTo(entries, pagesUsing("/node_modules/@conform-to/react/", meta))) return "forms";
  if (entries.length === 1) return undefined; // in its one route's file
  return `shared-${createHash("sha256").update(entries.sort().join("\n")).digest("hex").slice(0, 8)}`;
}
