/**
 * /admin/user/{id} (spec §2 admin-only, §7 Admin users): edit a user's details, role and agent
 * discount (PUT, only the fields changed), or delete the user after a confirmation. The last
 * administrator can be neither demoted nor deleted: the server's message is shown as a warning.
 */
import { data } from "react-router";
import { formatDate } from "../../../core/shared/dates.ts";
import { AdminPageHead } from "../../components/admin-page-head.tsx";
import { AdminUserForm } from "../../components/admin-user-form.tsx";
import { DeleteUserButton } from "../../components/delete-user-button.tsx";
import { BreakableAddress } from "../../components/mail-text.tsx";
import { isId } from "../../../core/shared/ids.ts";
import { requireAdmin } from "../../lib/guards.server.ts";
import { orErrorScreen } from "../../lib/route-errors.server.ts";
import type { Route } from "./+types/user";
import { privateMeta } from "../../lib/meta.ts";

export async function loader({ context, params }: Route.LoaderArgs) {
  const admin = requireAdmin(context);
  if (!isId(params.id)) throw data("User not found", { status: 404 });
  const user = await orErrorScreen(context.services.userAdmin.get(params.id));
  return { user, isSelf: user.id === admin.id };
}

export const meta: Route.MetaFunction = ({ data: loaded }) =>
  privateMeta(
    `${loaded ? `${loaded.user.firstName} ${loaded.user.lastName}` : "Edit user"} | Admin | Andaman Liveaboards`,
  );

export default function AdminUser({ loaderData }: Route.ComponentProps) {
  const { user, isSelf } = loaderData;
  return (
    <>
      <AdminPageHead
        title={`${user.firstName} ${user.lastName}`}
        summary={
          <>
            <BreakableAddress value={user.email} /> · joined {formatDate(user.createdAt)}
          </>
        }
        back={{ to: "/admin/users", label: "All users" }}
      />
      <div className="admin-section">
        <AdminUserForm key={user.id} user={user} />
        <section className="form-card danger-zone" aria-labelledby="delete-title">
          <h2 id="delete-title" className="panel-heading">
            Delete this user
          </h2>
          {isSelf ? (
            <p>You cannot delete your own account here.</p>
          ) : (
            <>
              <p>The account, its sign-in and its profile picture are removed. This cannot be undone.</p>
              <DeleteUserButton user={user} />
            </>
          )}
        </section>
      </div>
    </>
  );
}
