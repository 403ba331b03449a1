/**
 * /admin/categories: the categories of information pages in their order, each with
 * its pages; "New category" opens the create form.
 */
import { Link } from "react-router";
import { AdminTable } from "../../components/admin-list.tsx";
import { AdminPageHead } from "../../components/admin-page-head.tsx";
import { requireAdmin } from "../../lib/guards.server.ts";
import { orErrorScreen } from "../../lib/route-errors.server.ts";
import type { Route } from "./+types/categories";
import { privateMeta } from "../../lib/meta.ts";

export async function loader({ context }: Route.LoaderArgs) {
  requireAdmin(context);
  return { categories: await orErrorScreen(context.services.catalogAdmin.listCategories()) };
}

export const meta: Route.MetaFunction = () => privateMeta("Categories | Admin | Andaman Liveaboards");

export default function AdminCategories({ loaderData }: Route.ComponentProps) {
  const { categories } = loaderData;
  return (
    <>
      <AdminPageHead
        title="Categories"
        summary={`${categories.length} ${categories.length === 1 ? "category" : "categories"}: the Services screen and the footer's links are built from them.`}
      />
      <div className="admin-section">
        <div className="admin-list-actions">
          <Link to="/admin/category/new" className="button button-primary">
            New category
          </Link>
        </div>
        <AdminTable
          caption="Categories"
          columns={["Name", "Slug", "Position", "Pages", { hidden: "Actions" }]}
          empty={categories.length === 0 ? "No category yet." : null}
        >
          {categories.map((category) => (
            <tr key={category.id}>
              <th scope="row">
                <Link to={`/admin/category/${category.id}`}>{category.name}</Link>
              </th>
              <td data-label="Slug" className="admin-slug">
                {category.slug}
              </td>
              <td data-label="Position">{category.position}</td>
              <td data-label="Pages">{category.pages.map((page) => page.title).join(", ") || "—"}</td>
              <td className="admin-table-actions">
                <Link to={`/admin/category/${category.id}`} className="text-link">
                  Edit<span className="visually-hidden"> {category.name}</span>
                </Link>
              </td>
            </tr>
          ))}
        </AdminTable>
      </div>
    </>
  );
}
