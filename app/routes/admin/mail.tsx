/** /admin/mail/{id}: one mail of the outbox, with its text as it was (or will be) sent. */
import { data } from "react-router";
import { formatDateTime } from "../../../core/shared/dates.ts";
import { AdminPageHead } from "../../components/admin-page-head.tsx";
import { BreakableAddress, MailText } from "../../components/mail-text.tsx";
import { isId } from "../../../core/shared/ids.ts";
import { requireAdmin } from "../../lib/guards.server.ts";
import { orErrorScreen } from "../../lib/route-errors.server.ts";
import type { Route } from "./+types/mail";
import { privateMeta } from "../../lib/meta.ts";

export async function loader({ context, params }: Route.LoaderArgs) {
  requireAdmin(context);
  if (!isId(params.id)) throw data("Mail not found", { status: 404 });
  const mail = await orErrorScreen(context.services.outbox.get(params.id));
  return {
    mail: {
      id: mail.id,
      to: mail.toAddress,
      replyTo: mail.replyTo,
      subject: mail.subject,
      text: mail.text,
      kind: mail.kind,
      status: mail.status,
      attempts: mail.attempts,
      lastError: mail.lastError,
      deliveredVia: mail.deliveredVia,
      createdAt: mail.createdAt.toISOString(),
      sentAt: mail.sentAt?.toISOString() ?? null,
    },
  };
}

export const meta: Route.MetaFunction = () => privateMeta("Mail | Admin | Andaman Liveaboards");

export default function AdminMail({ loaderData }: Route.ComponentProps) {
  const { mail } = loaderData;
  return (
    <>
      <AdminPageHead title={mail.subject} back={{ to: "/admin/mails", label: "All mails" }} />
      <article className="form-card mail-detail" aria-label="Mail">
        <dl className="profile-details">
          <div>
            <dt>To</dt>
            <dd>
              <BreakableAddress value={mail.to} />
            </dd>
          </div>
          {mail.replyTo ? (
            <div>
              <dt>Reply to</dt>
              <dd>
                <a href={`mailto:${mail.replyTo}`}>
                  <BreakableAddress value={mail.replyTo} />
                </a>
              </dd>
            </div>
          ) : null}
          <div>
            <dt>Kind</dt>
            <dd>{mail.kind}</dd>
          </div>
          <div>
            <dt>Status</dt>
            <dd>
              <span className="badge" data-status={mail.status}>
                {mail.status}
              </span>{" "}
              {mail.deliveredVia ? `via ${mail.deliveredVia}` : null}
              {mail.attempts > 1 ? ` · ${mail.attempts} attempts` : null}
            </dd>
          </div>
          <div>
            <dt>Created</dt>
            <dd>{formatDateTime(mail.createdAt)}</dd>
          </div>
          <div>
            <dt>Sent</dt>
            <dd>{mail.sentAt ? formatDateTime(mail.sentAt) : "—"}</dd>
          </div>
          {mail.lastError ? (
            <div>
              <dt>Last error</dt>
              <dd>{mail.lastError}</dd>
            </div>
          ) : null}
        </dl>
        <h2 className="panel-heading">Text</h2>
        <MailText text={mail.text} />
      </article>
    </>
  );
}
