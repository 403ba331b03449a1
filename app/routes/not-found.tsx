import { data } from "react-router";
import { NotFoundScreen } from "../components/not-found-screen.tsx";

export function loader() {
  return data(null, { status: 404 });
}

export const meta = () => [{ title: "Page not found | Andaman Liveaboards" }];

export default function NotFound() {
  return <NotFoundScreen />;
}
