import { Link } from "react-router";
import { WaveIcon } from "./icons.tsx";

/** The not-found screen (spec §2: any other path). Rendered inside the site chrome's <main>. */
export function NotFoundScreen() {
  return (
    <section className="status-screen" aria-labelledby="not-found-title">
      <div className="status-screen-inner">
        <p className="eyebrow eyebrow-light">
          <WaveIcon size={18} /> Error 404
        </p>
        <h1 id="not-found-title">Page not found</h1>
        <p className="status-screen-text">
          This stretch of water is empty: the page you asked for is not here. It may have moved, or the
          address may be mistyped.
        </p>
        <div className="button-row">
          <Link to="/" className="button button-accent">
            Back to the home page
          </Link>
          <Link to="/trip-schedules" className="button button-ghost-light">
            See liveaboard trips
          </Link>
        </div>
      </div>
    </section>
  );
}
