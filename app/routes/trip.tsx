import { data } from "react-router";

/** No trips exist yet (the trips issue adds them): every trip id is not found. */
export function loader() {
  throw data(null, { status: 404 });
}

export const meta = () => [{ title: "Page not found | Andaman Liveaboards" }];

export default function TripScreen() {
  return null;
}
