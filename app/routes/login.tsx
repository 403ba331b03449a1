import { ContactInvitation } from "../components/contact-invitation.tsx";
import { PageHero } from "../components/page-hero.tsx";
import { useRootData } from "../root.tsx";

export const meta = () => [{ title: "Log in | Andaman Liveaboards" }];

export default function LoginScreen() {
  const root = useRootData();
  return (
    <>
      <PageHero
        eyebrow="Your account"
        title="Log in"
        summary="Sign in to see your bookings and pay your balance."
        size="compact"
      />
      <div className="container screen-body">
        {root ? (
          <ContactInvitation contact={root.contact} title="Need help with a booking?">
            <p>Our team can look up your booking by phone, WhatsApp or e-mail.</p>
          </ContactInvitation>
        ) : null}
      </div>
    </>
  );
}
