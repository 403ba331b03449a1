/**
 * /login (a public route, spec §2): the page opens with the Login panel. `?redirect=/path` sends the
 * user there after signing in (only paths on this site); a signed-in visitor goes straight there.
 *
 * Its action is signing in, for the Login panel on every page (a fetcher posts here): the same zod
 * schema and the same core call as POST /api/v1/login (server/browser-session.ts), so the session
 * cookie, the throttle per account and the second factor's steps are the API's own.
 */
import { useEffect } from "react";
import { redirect, useSearchParams } from "react-router";
import { ContactInvitation } from "../components/contact-invitation.tsx";
import { PageHero } from "../components/page-hero.tsx";
import { openAccountPanel } from "../lib/account-panels.ts";
import { loginSchema } from "../../core/accounts/account-schemas.ts";
import { actionFailed, invalidForm } from "../lib/action-answers.server.ts";
import { formFields, readFormData } from "../lib/form-data.server.ts";
import { safeRedirect } from "../lib/safe-redirect.ts";
import { useRootData } from "../root.tsx";
import type { Route } from "./+types/login";
import { seoMeta } from "../lib/meta.ts";

export function loader({ context, request }: Route.LoaderArgs) {
  const target = safeRedirect(new URL(request.url).searchParams.get("redirect"), "/") ?? "/";
  if (context.user) throw redirect(target);
  return null;
}

export async function action({ context, request }: Route.ActionArgs) {
  const parsed = loginSchema.safeParse(formFields(await readFormData(request)));
  if (!parsed.success) return invalidForm(parsed.error);
  try {
    const outcome = await context.session.login(parsed.data);
    switch (outcome.step) {
      case "signed-in":
        return { step: "signed-in" as const, done: "Logged in" };
      case "code":
        return { step: "code" as const, message: outcome.message };
      case "enrol":
        return { step: "enrol" as const, message: outcome.message, enrolment: outcome.enrolment };
    }
  } catch (error) {
    return actionFailed(error);
  }
}

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, {
    title: "Log in",
    description:
      "Log in to see your bookings, pay the balance and send your final details for your liveaboard trip.",
  });

export default function LoginScreen() {
  const root = useRootData();
  const [searchParams] = useSearchParams();
  const target = safeRedirect(searchParams.get("redirect"), "/");

  useEffect(() => {
    openAccountPanel("login", { redirect: target });
  }, [target]);

  return (
    <>
      <PageHero
        eyebrow="Your account"
        title="Log in"
        summary="Sign in to see your bookings and pay your balance."
        size="compact"
      >
        <div className="button-row">
          <button
            type="button"
            className="button button-accent"
            aria-haspopup="dialog"
            onClick={() => openAccountPanel("login", { redirect: target })}
          >
            Open the login form
          </button>
          <button
            type="button"
            className="button button-ghost-light"
            aria-haspopup="dialog"
            onClick={() => openAccountPanel("register", { redirect: target })}
          >
            Create an account
          </button>
        </div>
      </PageHero>
      <div className="container screen-body">
        <p className="noscript-notice">
          Logging in needs JavaScript, which is off in this browser. Please turn it on and reload this page.
          To ask about a booking meanwhile, call, message or e-mail us.
        </p>
        {root ? (
          <ContactInvitation contact={root.contact} title="Need help with a booking?">
            <p>Our team can look up your booking by phone, WhatsApp or e-mail.</p>
          </ContactInvitation>
        ) : null}
      </div>
    </>
  );
}
