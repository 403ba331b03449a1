import { Link } from "react-router";

export function NotFoundScreen() {
  return (
    <main className="not-found">
      <h1>Page not found</h1>
      <p>The page you asked for is not here. It may have moved, or the address may be mistyped.</p>
      <Link to="/">Back to the home page</Link>
    </main>
  );
}
