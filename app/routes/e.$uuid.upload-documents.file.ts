import type { ActionFunctionArgs } from "@remix-run/node";

import { documentFileAction } from "~/services/documents.server";

/** One file sent by the documents page's script (FileUploads), answered as JSON. */
export const action = (args: ActionFunctionArgs) => documentFileAction(args, "entity");
