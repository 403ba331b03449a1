/**
 * Spec §2 Sign-up ("Create an Account") and §4 Registration: filling the form, then a second step
 * asking for the verification key (the human check), then submitting; success signs the visitor in
 * ('Registration complete!'), a failure shows the server's message and returns to the form with a new
 * check (a key works once).
 *
 * Submit is disabled unless the e-mail and password are valid and first name, last name, country and
 * phone are filled (spec §5), checked with the server's own registerSchema. The form posts to the
 * /account/register action with a fetcher (decision 0031).
 */
import { useRef } from "react";
import { userTitles } from "../../core/accounts/user-constants.ts";
import { openAccountPanel } from "../lib/account-panels.ts";
import { showAlert } from "../lib/alerts.tsx";
import { useActionRequest } from "../lib/use-action-request.ts";
import { useAfterSignIn } from "../lib/use-after-sign-in.ts";
import { useSchemaForm } from "../lib/use-schema-form.ts";
import { AvatarInput, useAvatarFile } from "./avatar-input.tsx";
import { NewPasswordField } from "./account-fields.tsx";
import { SelectField, SubmitButton } from "./form-field.tsx";
import { PersonFields } from "./person-fields.tsx";
import { PanelScrollToTopButton } from "./scroll-to-top-button.tsx";
import { HumanCheckStep, useHumanCheckedSubmit } from "./human-check-step.tsx";
import { Spinner } from "./spinner.tsx";
import type { action as registerAction } from "../routes/account/register.ts";

/** The server's registerSchema, loaded when the visitor starts on the form (use-schema-form.ts). */
const registerSchema = () => import("../../core/accounts/account-schemas.ts").then((m) => m.registerSchema);

const EMPTY = {
  title: "Mr",
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  country: "",
  countryCode: "",
  password: "",
};

/** Scrolls the side panel (and the page, when the form is not in one) back to the top. */
export function scrollToTopOf(element: HTMLElement | null) {
  const scroller = element?.closest(".side-modal");
  if (scroller) scroller.scrollTo({ top: 0 });
  else window.scrollTo({ top: 0 });
}

export function RegisterPanel({ redirect }: { redirect?: string }) {
  const form = useSchemaForm(registerSchema, EMPTY);
  const [avatar, setAvatar] = useAvatarFile();
  const check = useHumanCheckedSubmit();
  const top = useRef<HTMLDivElement>(null);
  const afterSignIn = useAfterSignIn();
  const register = useActionRequest<typeof registerAction>("/account/register");

  const toVerification = (event: React.FormEvent) => {
    event.preventDefault();
    if (!form.valid) {
      form.touchAll(event.currentTarget);
      return;
    }
    check.toVerify();
    scrollToTopOf(top.current);
  };

  const submit = () =>
    check.submit(async (key) => {
      const body = new FormData();
      for (const [name, value] of Object.entries(form.data ?? {})) body.append(name, value);
      if (avatar) body.append("avatar", avatar.file);
      body.append("key", key);
      const result = await register(body);
      if (!result.ok) {
        showAlert({ message: result.error, type: "warning" });
        return false;
      }
      showAlert({ message: result.data.done, type: "success" });
      afterSignIn(redirect);
      return true;
    }, "form");

  return (
    <div className="auth-panel" ref={top}>
      {check.stage === "sending" ? <Spinner label="Creating your account…" /> : null}
      {check.stage === "verify" ? (
        <HumanCheckStep
          check={check}
          id="register-verify-title"
          title="One last step"
          submitLabel="Create my account"
          backLabel="Back to the form"
          onSubmit={submit}
        >
          <p>
            Please confirm you are a person: tick the box below and wait a moment while your browser solves a
            small puzzle. Then create your account.
          </p>
        </HumanCheckStep>
      ) : null}
      {check.stage === "form" ? (
        <>
          <p className="panel-intro">
            Already have an account?{" "}
            <button type="button" className="link-button" onClick={() => openAccountPanel("login")}>
              Login
            </button>
          </p>
          <form className="form-stack" onSubmit={toVerification} noValidate>
            <AvatarInput avatar={avatar} onChange={setAvatar} />
            <SelectField label="Title" required options={userTitles} {...form.bind("title")} />
            <PersonFields form={form} />
            <NewPasswordField label="Password" {...form.bind("password")} />
            <SubmitButton ready={form.valid}>Create an account</SubmitButton>
          </form>
          <PanelScrollToTopButton anchor={top} />
        </>
      ) : null}
    </div>
  );
}
