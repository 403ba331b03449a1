import { Link } from "react-router";

/** The admin console's footer: one line, and the way back to the public site. */
export function AdminFooter({ companyName, year }: { companyName: string; year: string }) {
  return (
    <footer className="admin-footer">
      <p>
        © {year} {companyName}
      </p>
      <Link to="/" className="text-link">
        Back to the site
      </Link>
    </footer>
  );
}
