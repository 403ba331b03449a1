/**
 * A departure's lowest price after its discount, with the discount's badge: the same on the trip list's
 * cards and on the home page's.
 */
export function TripPriceFrom({ discount, price }: { discount: number; price: string }) {
  return (
    <>
      {discount > 0 ? <span className="trip-badge">{discount}% off</span> : null}
      <span className="trip-price-from">from</span>
      <span className="trip-price">{price}</span>
    </>
  );
}
