// Flattens a JSON:API document (docs/SPEC.md 3.9) into plain objects: id, the attributes,
// and each relationship resolved from `included`, so the rest of the portal never
// walks `relationships` by hand.

export class ParseError extends Error {
  constructor(message = "Could not parse data") {
    super(message);
    this.name = "ParseError";
  }
}

type Json = Record<string, unknown>;

interface ResourceObject {
  type: string;
  id: string;
  attributes?: Json;
  relationships?: Record<string, { data?: unknown }>;
}

function isObject(value: unknown): value is Json {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isIdentifier(value: unknown): value is { type: string; id: string } {
  return isObject(value) && typeof value.type === "string" && typeof value.id === "string";
}

const keyOf = (type: string, id: string) => `${type}\u0000${id}`;

export function flattenDocument<T = Record<string, unknown>>(document: unknown): T {
  if (!isObject(document) || document.data === undefined || document.data === null) {
    throw new ParseError();
  }
  const primary = Array.isArray(document.data) ? document.data : [document.data];
  const included = Array.isArray(document.included) ? document.included : [];

  const index = new Map<string, ResourceObject>();
  for (const resource of [...included, ...primary]) {
    if (isIdentifier(resource)) index.set(keyOf(resource.type, resource.id), resource);
  }

  // `path` holds the resources being resolved above this one; meeting one of them
  // again is a cycle, answered with a bare {id} so the result stays a tree that
  // serialises to JSON.
  function resolve(resource: ResourceObject, path: Set<string>): Json {
    const key = keyOf(resource.type, resource.id);
    const flat: Json = { ...(isObject(resource.attributes) ? resource.attributes : {}) };
    flat.id = resource.id;
    const relationships = isObject(resource.relationships) ? resource.relationships : {};
    const below = new Set(path).add(key);
    for (const [name, relationship] of Object.entries(relationships)) {
      if (!isObject(relationship) || !("data" in relationship)) continue;
      const linkage = relationship.data;
      flat[name] = Array.isArray(linkage)
        ? linkage.filter(isIdentifier).map((target) => related(target, below))
        : isIdentifier(linkage)
          ? related(linkage, below)
          : null;
    }
    return flat;
  }

  function related(target: { type: string; id: string }, path: Set<string>): Json {
    const key = keyOf(target.type, target.id);
    const resource = index.get(key);
    if (!resource || path.has(key)) return { id: target.id };
    return resolve(resource, path);
  }

  const flattened = primary.map((resource) => {
    if (!isIdentifier(resource)) throw new ParseError();
    return resolve(resource, new Set());
  });
  return (Array.isArray(document.data) ? flattened : flattened[0]) as T;
}
