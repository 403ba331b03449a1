/**
 * The `:id` of an address, read the same way by every call that takes one. Any text of up to 200
 * characters passes here; the services read it with core/shared/ids.ts, so text that is no row's id
 * answers 404 like an id that is not there, never a database error.
 */
import { z } from "zod";

export const idParams = z.object({ id: z.string().max(200) });
