import { NavLink } from "react-router";
import { ADMIN_NAV } from "../lib/admin-sections.ts";
import { ArrowRightIcon } from "./icons.tsx";

/** Links to every admin list screen. */
export function AdminNav() {
  return (
    <nav className="admin-nav" aria-label="Admin">
      <ul>
        {ADMIN_NAV.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} end>
              {item.label} <ArrowRightIcon size={16} />
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
