/**
 * /login (a public route, spec §2): the sign-in form in the page itself (the Login panel's form, without
 * the side modal, so Radix Dialog loads only when the visitor opens a header panel). `?redirect=/path`
 * sends the user there after signing in (only paths on this site); a signed-in visitor goes straight
 * there.
 *
 * Its action is signing in, for the Login panel on every page (a fetcher posts here): the same zod
 * schema and the same core call as POST /api/v1/login (server/browser-session.ts), so the session
 * cookie, the throttle per account and the second factor's steps are the API's own. The form also
 * posts here as a plain form, without script or before it runs: that post carries the form's hidden
 * `redirect` field, and signing in then answers a redirect to it (303) like a link would.
 */
import { data, redirect, useActionData, useSearchParams } from "react-router";
import { ContactInvitation } from "../components/contact-invitation.tsx";
import { LoginPanel } from "../components/login-panel.tsx";
import { PageHero } from "../components/page-hero.tsx";
import { loginSchema } from "../../core/accounts/account-schemas.ts";
import { actionFailed, invalidForm, overLimit } from "../lib/action-answers.server.ts";
import { formFields, readFormData, textField } from "../lib/form-data.server.ts";
import { safeRedirect } from "../lib/safe-redirect.ts";
import { useRootData } from "../root.tsx";
import type { Route } from "./+types/login";
import { seoMeta } from "../lib/meta.ts";
import { BOOT_ON_INTENT } from "../lib/deferred-scripts.ts";

export function loader({ context, request }: Route.LoaderArgs) {
  const target = safeRedirect(new URL(request.url).searchParams.get("redirect"), "/") ?? "/";
  if (context.user) throw redirect(target);
  return null;
}

export async function action({ context, request }: Route.ActionArgs) {
  const limited = overLimit(context);
  if (limited) return limited;
  const form = await readFormData(request);
  // Only the plain form's post carries it (the panel's fetcher sends the fields alone).
  const then = textField(form, "redirect");
  // A plain post's refusal re-renders the page, whose form starts empty: the answer carries the e-mail
  // back so the visitor types only the password again (never the password itself).
  const refill = (refusal: ReturnType<typeof actionFailed>) =>
    then === undefined
      ? refusal
      : data({ ...refusal.data, email: textField(form, "email") ?? "" }, refusal.init ?? {});
  const parsed = loginSchema.safeParse(formFields(form));
  if (!parsed.success) return refill(invalidForm(parsed.error));
  try {
    const outcome = await context.session.login(parsed.data);
    switch (outcome.step) {
      case "signed-in":
        if (then !== undefined) return redirect(safeRedirect(then, "/") ?? "/", 303);
        return { step: "signed-in" as const, done: "Logged in" };
      case "code":
        return { step: "code" as const, message: outcome.message };
      case "enrol":
        return { step: "enrol" as const, message: outcome.message, enrolment: outcome.enrolment };
    }
  } catch (error) {
    return refill(actionFailed(error));
  }
}

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, {
    title: "Log in",
    description:
      "Log in to see your bookings, pay the balance and send your final details for your liveaboard trip.",
  });

/**
 * The form signs in as a plain form too, so the page is whole without its app: the app starts on the
 * visitor's first move (a key in the e-mail field is one; the browser's own focus on it as the page
 * loads is not), well before the form is sent.
 */
export const handle = BOOT_ON_INTENT;

/** Said in the page after a plain post (without script) that did not sign in. */
const SECOND_STEP_NEEDS_SCRIPT =
  "Two-step sign-in needs JavaScript, which is off in this browser. Please turn it on and log in again.";

export default function LoginScreen() {
  const root = useRootData();
  const [searchParams] = useSearchParams();
  const target = safeRedirect(searchParams.get("redirect"), "/") ?? "/";
  // A fetcher's answers never land here: only a plain post's (without script).
  const answer = useActionData<typeof action>();
  const problem = !answer ? null : "error" in answer ? answer.error : SECOND_STEP_NEEDS_SCRIPT;
  const email = answer && "email" in answer && typeof answer.email === "string" ? answer.email : undefined;

  return (
    <>
      <PageHero eyebrow="Your account" title="Log in" size="compact" />
      <div className="container screen-body">
        <section className="form-card" aria-labelledby="login-title">
          <h2 id="login-title" className="panel-heading">
            Login
          </h2>
          {problem ? (
            <p className="field-error" role="alert">
              {problem}
            </p>
          ) : null}
          <LoginPanel redirect={target} email={email} />
        </section>
        {root ? (
          <ContactInvitation contact={root.contact} title="Need help with a booking?">
            <p>Our team can look up your booking by phone, WhatsApp or e-mail.</p>
          </ContactInvitation>
        ) : null}
      </div>
    </>
  );
}
