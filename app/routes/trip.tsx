import { data } from "react-router";
import { notFoundMeta } from "../lib/meta.ts";
import type { Route } from "./+types/trip";

/** No trips exist yet (the trips issue adds them): every trip id is not found. */
export function loader() {
  throw data(null, { status: 404 });
}

export const meta: Route.MetaFunction = (args) => notFoundMeta(args);

export default function TripScreen() {
  return null;
}
