/**
 * A waitlist entry asks for spaces of one cabin type on one departure that is sold out. Its state:
 * `waiting` in line; `offered` while an offer holds spaces for it; `booked` once the offer was taken;
 * `cancelled` by the guest or an admin; `expired` when its offer ran out untaken (the spaces pass on).
 */
export const waitlistStates = ["waiting", "offered", "booked", "cancelled", "expired"] as const;
export type WaitlistState = (typeof waitlistStates)[number];

/**
 * An offer holds spaces for one entry until `expires_at` (decision 0020): `open` while not taken or
 * withdrawn (it counts as held only before its time), `taken` by the booking made with it, `withdrawn`
 * when its entry was removed.
 */
export const waitlistOfferStates = ["open", "taken", "withdrawn"] as const;
export type WaitlistOfferState = (typeof waitlistOfferStates)[number];

/** How long an offer holds its spaces unless WAITLIST_OFFER_HOURS says otherwise. */
export const DEFAULT_WAITLIST_OFFER_HOURS = 24;
