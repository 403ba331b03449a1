/**
 * /admin/mails: the mail outbox (password-reset links, contact messages…), newest first, filtered by
 * status and searched by recipient or subject. With no SMTP server configured this is where the
 * site's mail is read.
 */
import { Link } from "react-router";
import { mailStatuses } from "../../../core/mail/mail-status.ts";
import { mailListQuerySchema } from "../../../core/mail/outbox-query.ts";
import { formatDateTime } from "../../../core/shared/dates.ts";
import { pageCount, readListQuery } from "../../../core/shared/list-query.ts";
import { AdminFilters, AdminTable, FilterSearch, FilterSelect } from "../../components/admin-list.tsx";
import { AdminPageHead } from "../../components/admin-page-head.tsx";
import { matchCount } from "../../lib/admin-query.ts";
import { BreakableAddress } from "../../components/mail-text.tsx";
import { Pagination } from "../../components/pagination.tsx";
import { requireAdmin } from "../../lib/guards.server.ts";
import { orErrorScreen } from "../../lib/route-errors.server.ts";
import type { Route } from "./+types/mails";
import { privateMeta } from "../../lib/meta.ts";

export async function loader({ context, request }: Route.LoaderArgs) {
  requireAdmin(context);
  const query = readListQuery(mailListQuerySchema, new URL(request.url).searchParams);
  const { mails, count, resPerPage, page } = await orErrorScreen(context.services.outbox.list(query));
  return {
    // The list shows no bodies: the detail screen does.
    mails: mails.map((mail) => ({
      id: mail.id,
      to: mail.toAddress,
      subject: mail.subject,
      kind: mail.kind,
      status: mail.status,
      createdAt: mail.createdAt.toISOString(),
      sentAt: mail.sentAt?.toISOString() ?? null,
    })),
    count,
    resPerPage,
    page,
    status: query.status ?? "",
    search: query.search ?? "",
  };
}

export const meta: Route.MetaFunction = () => privateMeta("Mails | Admin | Andaman Liveaboards");

export default function AdminMails({ loaderData }: Route.ComponentProps) {
  const { mails, count, resPerPage, page, status, search } = loaderData;
  const filtered = Boolean(status || search);
  return (
    <>
      <AdminPageHead title="Mails" summary={`The outbox: ${matchCount(count, "mail", "mails", filtered)}.`} />
      <div className="admin-section">
        <AdminFilters clearTo="/admin/mails" filtered={filtered} formKey={`${search}|${status}`}>
          <FilterSearch value={search} placeholder="Recipient or subject" />
          <FilterSelect
            label="Status"
            name="status"
            value={status}
            anyLabel="All statuses"
            options={mailStatuses}
          />
        </AdminFilters>
        <AdminTable
          caption={`Mails, page ${page} of ${pageCount(count, resPerPage)}`}
          columns={["Subject", "To", "Kind", "Status", "Created", "Sent"]}
          empty={mails.length === 0 ? "No mail matches." : null}
        >
          {mails.map((mail) => (
            <tr key={mail.id}>
              <th scope="row">
                <Link to={`/admin/mail/${mail.id}`}>{mail.subject}</Link>
              </th>
              <td data-label="To">
                <BreakableAddress value={mail.to} />
              </td>
              <td data-label="Kind">{mail.kind}</td>
              <td data-label="Status">
                <span className="badge" data-status={mail.status}>
                  {mail.status}
                </span>
              </td>
              <td data-label="Created">{formatDateTime(mail.createdAt)}</td>
              <td data-label="Sent">{mail.sentAt ? formatDateTime(mail.sentAt) : "—"}</td>
            </tr>
          ))}
        </AdminTable>
        <Pagination page={page} count={count} perPage={resPerPage} params={{ search, status }} />
      </div>
    </>
  );
}
