import { Link } from "react-router";
import { PageHero } from "../components/page-hero.tsx";

export const meta = () => [{ title: "Reset your password | Andaman Liveaboards" }];

export default function PasswordResetScreen() {
  return (
    <>
      <PageHero
        eyebrow="Your account"
        title="Reset your password"
        summary="Choose a new password for your account."
        size="compact"
      />
      <div className="container screen-body">
        <p>
          <Link to="/" className="text-link">
            Back to the home page
          </Link>
        </p>
      </div>
    </>
  );
}
