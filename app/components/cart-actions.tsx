import { useRootData } from "../root.tsx";

/**
 * The actions under a cart (trips' `/booking`, courses' `/course-booking`): go on to the next step,
 * which asks a visitor who is not signed in to log in first, or empty the cart.
 */
export function CartActions({
  next,
  clearLabel,
  onClear,
}: {
  /** The next step's name: "Continue to {next}". */
  next: string;
  clearLabel: string;
  onClear: () => void;
}) {
  const signedIn = Boolean(useRootData()?.user);
  return (
    <div className="receipt-actions">
      <button type="submit" className="button button-primary">
        {signedIn ? `Continue to ${next}` : "Log in to continue"}
      </button>
      <button type="button" className="button button-outline" onClick={onClear}>
        {clearLabel}
      </button>
    </div>
  );
}
