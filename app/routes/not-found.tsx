import { data } from "react-router";
import { NotFoundScreen } from "../components/not-found-screen.tsx";
import { notFoundMeta } from "../lib/meta.ts";
import type { Route } from "./+types/not-found";

export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = (args) => notFoundMeta(args);

export default function NotFound() {
  return <NotFoundScreen />;
}
