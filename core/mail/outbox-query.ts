/**
 * The admin mails list's query: page, search by recipient or subject, status. Shared by the API and
 * the admin screen's loader; no ORM here (the browser's bundle may import it).
 */
import { choiceFilter, listQuerySchema } from "../shared/list-query.ts";
import { mailStatuses } from "./mail-status.ts";

export const mailListQuerySchema = listQuerySchema({ status: choiceFilter(mailStatuses, "Status") });
