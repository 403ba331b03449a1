/**
 * /admin/user/{id} (spec §2 admin-only, §7 Admin users): edit a user's details, role and agent
 * discount (only the fields changed), or delete the user after a confirmation, through this route's
 * action (the API's schema and the user admin service). The last administrator can be neither demoted
 * nor deleted: the service's message is shown as a warning.
 */
import { data, type ShouldRevalidateFunction } from "react-router";
import { adminUserUpdateSchema } from "../../../core/accounts/account-schemas.ts";
import { actionFailed, invalidForm } from "../../lib/action-answers.server.ts";
import { readJsonObject } from "../../lib/form-data.server.ts";
import { leftWhenDeleted } from "../../lib/use-action-fetcher.ts";
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
import { FormCard } from "../../components/admin/form-card.tsx";

export async function loader({ context, params }: Route.LoaderArgs) {
  const admin = requireAdmin(context);
  if (!isId(params.id)) throw data("User not found", { status: 404 });
  const user = await orErrorScreen(context.services.userAdmin.get(params.id));
  return { user, isSelf: user.id === admin.id };
}

/**
 * `{ intent: "delete" }` deletes the user; anything else is the changed fields, checked with the
 * API's adminUserUpdateSchema. Answers the saved user, or `{ deleted }`.
 */
export async function action({ context, request, params }: Route.ActionArgs) {
  const admin = requireAdmin(context);
  if (!isId(params.id)) throw data("User not found", { status: 404 });
  const { intent, ...changes } = await readJsonObject(request);
  try {
    if (intent === "delete") {
      await context.services.userAdmin.delete(params.id, admin.id);
      return { deleted: true as const };
    }
    const parsed = adminUserUpdateSchema.safeParse(changes);
    if (!parsed.success) return invalidForm(parsed.error);
    return { user: await context.services.userAdmin.update(params.id, parsed.data) };
  } catch (error) {
    return actionFailed(error);
  }
}

/** A deleted user's screen is left at once: reading it again would be a 404. */
export const shouldRevalidate: ShouldRevalidateFunction = leftWhenDeleted;

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
        <FormCard headingId="delete-title" title="Delete this user" className="danger-zone">
          {isSelf ? (
            <p>You cannot delete your own account here.</p>
          ) : (
            <>
              <p>The account, its sign-in and its profile picture are removed. This cannot be undone.</p>
              <DeleteUserButton user={user} />
            </>
          )}
        </FormCard>
      </div>
    </>
  );
}
