import type { LoaderFunctionArgs } from "@remix-run/node";

import { downloadDocument } from "~/services/documents.server";

/** A file sent for one of the link's documents: redirects to the provider's signed download URL. */
export const loader = (args: LoaderFunctionArgs) => downloadDocument(args, "entity");
