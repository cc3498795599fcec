import type { Response } from "express";

export const JSON_API = "application/vnd.api+json";

export interface ResourceIdentifier {
  type: string;
  id: string;
}

export interface Resource extends ResourceIdentifier {
  attributes: Record<string, unknown>;
  relationships?: Record<string, { data: ResourceIdentifier | ResourceIdentifier[] | null }>;
}

export interface Document {
  data: Resource | Resource[] | null;
  included?: Resource[];
  meta?: Record<string, unknown>;
}

export function sendDocument(res: Response, status: number, document: unknown): void {
  res.status(status).type(JSON_API).send(JSON.stringify(document));
}

export function identifier(type: string, id: number | string): ResourceIdentifier {
  return { type, id: String(id) };
}

/** Adds resources to an included list once each (same type and id). */
export class IncludedSet {
  private readonly seen = new Set<string>();
  readonly resources: Resource[] = [];

  add(resource: Resource | null | undefined): void {
    if (!resource) return;
    const key = `${resource.type}:${resource.id}`;
    if (this.seen.has(key)) return;
    this.seen.add(key);
    this.resources.push(resource);
  }
}
