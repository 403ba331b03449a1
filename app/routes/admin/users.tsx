/**
 * /admin/users (spec §2 admin-only, §7 Admin users): search by name or e-mail, filter by role, page
 * through the users (count / resPerPage), and open one to edit.
 */
import { Link } from "react-router";
import { userListQuerySchema } from "../../../core/accounts/account-schemas.ts";
import { userRoles } from "../../../core/accounts/user-constants.ts";
import { formatDate } from "../../../core/shared/dates.ts";
import { pageCount, readListQuery } from "../../../core/shared/list-query.ts";
import { AdminFilters, AdminTable, FilterSearch, FilterSelect } from "../../components/admin-list.tsx";
import { AdminPageHead } from "../../components/admin-page-head.tsx";
import { matchCount } from "../../lib/admin-query.ts";
import { BreakableAddress } from "../../components/mail-text.tsx";
import { Pagination } from "../../components/pagination.tsx";
import { ROLE_LABELS } from "../../lib/account-user.ts";
import { requireAdmin } from "../../lib/guards.server.ts";
import { orErrorScreen } from "../../lib/route-errors.server.ts";
import type { Route } from "./+types/users";
import { privateMeta } from "../../lib/meta.ts";

export async function loader({ context, request }: Route.LoaderArgs) {
  requireAdmin(context);
  const query = readListQuery(userListQuerySchema, new URL(request.url).searchParams);
  const result = await orErrorScreen(context.services.userAdmin.list(query));
  return { ...result, search: query.search ?? "", role: query.role ?? "" };
}

export const meta: Route.MetaFunction = () => privateMeta("Users | Admin | Andaman Liveaboards");

export default function AdminUsers({ loaderData }: Route.ComponentProps) {
  const { users, count, resPerPage, page, search, role } = loaderData;
  const filtered = Boolean(search || role);
  return (
    <>
      <AdminPageHead title="Users" summary={`${matchCount(count, "user", "users", filtered)}.`} />
      <div className="admin-section">
        <AdminFilters clearTo="/admin/users" filtered={filtered} formKey={`${search}|${role}`}>
          <FilterSearch value={search} placeholder="Name or e-mail" />
          <FilterSelect
            label="Role"
            name="role"
            value={role}
            anyLabel="All roles"
            options={userRoles.map((r) => ({ value: r, label: ROLE_LABELS[r] }))}
          />
        </AdminFilters>
        <AdminTable
          caption={`Users, page ${page} of ${pageCount(count, resPerPage)}`}
          columns={["Name", "E-mail", "Role", "Agent discount", "Joined", { hidden: "Actions" }]}
          empty={users.length === 0 ? "No user matches." : null}
        >
          {users.map((user) => (
            <tr key={user.id}>
              <th scope="row">
                <Link to={`/admin/user/${user.id}`}>
                  {user.firstName} {user.lastName}
                </Link>
              </th>
              <td data-label="E-mail">
                <BreakableAddress value={user.email} />
              </td>
              <td data-label="Role">
                <span className="badge" data-role={user.role}>
                  {ROLE_LABELS[user.role]}
                </span>
              </td>
              <td data-label="Agent discount">{user.role === "agent" ? `${user.agentDiscount} %` : "—"}</td>
              <td data-label="Joined">{formatDate(user.createdAt)}</td>
              <td className="admin-table-actions">
                <Link to={`/admin/user/${user.id}`} className="text-link">
                  Edit
                  <span className="visually-hidden">
                    {" "}
                    {user.firstName} {user.lastName}
                  </span>
                </Link>
              </td>
            </tr>
          ))}
        </AdminTable>
        <Pagination page={page} count={count} perPage={resPerPage} params={{ search, role }} />
      </div>
    </>
  );
}
