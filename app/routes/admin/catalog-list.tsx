/**
 * /admin/boats, /admin/dive-sites, /admin/courses and /admin/pages: search by name
 * or slug, sorted by the server (their place on the site, name or last change, either way: the column
 * heads, or the Sort field where the narrow card layout hides them), 20 a page, a row per item with its
 * first picture, Edit, and View (its public page, in a new tab); "New …" opens the create form. One
 * module for the four lists: the address says which.
 */
import { Link } from "react-router";
import { data } from "react-router";
import { catalogSortKeys, type CatalogSort } from "../../../core/catalog/catalog-types.ts";
import { formatShort } from "../../../core/shared/dates.ts";
import {
  listQuerySchema,
  pageCount,
  readListQuery,
  sortFilter,
  sortValues,
} from "../../../core/shared/list-query.ts";
import { matchCount, queryWith } from "../../lib/admin-query.ts";
import { AdminFilters, AdminTable } from "../../components/admin-list.tsx";
import { AdminPageHead } from "../../components/admin-page-head.tsx";
import { SelectField, TextField } from "../../components/form-field.tsx";
import { Pagination } from "../../components/pagination.tsx";
import { StoredImg } from "../../components/stored-image.tsx";
import {
  CATALOG_KINDS,
  type CatalogRow,
  editPath,
  kindOfListPath,
  publicPath,
} from "../../lib/catalog-admin.ts";
import { requireAdmin } from "../../lib/guards.server.ts";
import { orErrorScreen } from "../../lib/route-errors.server.ts";
import type { Route } from "./+types/catalog-list";
import { privateMeta } from "../../lib/meta.ts";

const querySchema = listQuerySchema({ sort: sortFilter(catalogSortKeys) });

/** The default order: as the site lists them. */
const DEFAULT_SORT: CatalogSort = "position";
const SORT_LABELS: Record<CatalogSort, string> = {
  position: "Position, first to last",
  "-position": "Position, last to first",
  name: "Name, A to Z",
  "-name": "Name, Z to A",
  updated: "Updated, oldest first",
  "-updated": "Updated, newest first",
};
const SORT_OPTIONS = sortValues(catalogSortKeys).map((value) => ({ value, label: SORT_LABELS[value] }));

export async function loader({ context, request }: Route.LoaderArgs) {
  requireAdmin(context);
  const url = new URL(request.url);
  const kind = kindOfListPath(url.pathname);
  if (!kind) throw data("Not found", { status: 404 });
  const query = readListQuery(querySchema, url.searchParams);
  const result = await orErrorScreen(context.services.catalogAdmin.list(kind, query));
  const rows: CatalogRow[] = result.rows.map((row) => {
    const item = row as {
      id: string;
      slug: string;
      name?: string;
      title?: string;
      position: number;
      updatedAt: Date;
      images: CatalogRow["image"][];
    };
    return {
      id: item.id,
      name: item.name ?? item.title ?? "",
      slug: item.slug,
      position: item.position,
      updated: formatShort(item.updatedAt),
      image: item.images[0] ?? null,
    };
  });
  return {
    kind,
    rows,
    count: result.count,
    resPerPage: result.resPerPage,
    page: query.page,
    search: query.search ?? "",
    sort: query.sort ?? DEFAULT_SORT,
  };
}

export const meta: Route.MetaFunction = ({ data: loaded }) =>
  privateMeta(`${loaded ? CATALOG_KINDS[loaded.kind].plural : "Catalogue"} | Admin | Andaman Liveaboards`);

export default function AdminCatalogList({ loaderData }: Route.ComponentProps) {
  const { kind, rows, count, resPerPage, page, search, sort } = loaderData;
  // The address keeps the search and the sort; the default sort is left out, as page 1 is.
  const params = { search, sort: sort === DEFAULT_SORT ? undefined : sort };
  const info = CATALOG_KINDS[kind];
  const plural = info.plural.toLowerCase();
  return (
    <>
      <AdminPageHead
        title={info.plural}
        summary={`${matchCount(count, info.noun, plural, Boolean(search))}.`}
      />
      <div className="admin-section">
        <div className="admin-list-actions">
          <Link to={info.newPath} className="button button-primary">
            New {info.noun}
          </Link>
        </div>
        <AdminFilters
          clearTo={info.listPath}
          filtered={Boolean(params.search || params.sort)}
          formKey={`${search}|${sort}`}
        >
          <TextField
            label="Search"
            name="search"
            type="search"
            defaultValue={search}
            placeholder="Name or slug"
          />
          <SelectField label="Sort" name="sort" defaultValue={sort} options={SORT_OPTIONS} />
        </AdminFilters>
        <AdminTable
          caption={`${info.plural}, page ${page} of ${pageCount(count, resPerPage)}`}
          columns={[
            { hidden: "Picture" },
            { label: "Name", sortKey: "name" },
            "Slug",
            { label: "Position", sortKey: "position" },
            { label: "Updated", sortKey: "updated" },
            { hidden: "Actions" },
          ]}
          sort={{ current: sort, href: (next) => queryWith(params, { sort: next, page: 1 }) }}
          empty={rows.length === 0 ? `No ${info.noun} ${search ? "matches" : "yet"}.` : null}
        >
          {rows.map((row) => (
            <tr key={row.id}>
              <td className="admin-thumb-cell">
                {row.image ? (
                  <StoredImg image={row.image} alt="" className="admin-thumb" sizes="4rem" />
                ) : (
                  <span className="admin-thumb admin-thumb-empty" aria-hidden="true" />
                )}
              </td>
              <th scope="row">
                <Link to={editPath(kind, row.id)}>{row.name}</Link>
              </th>
              <td data-label="Slug" className="admin-slug">
                {row.slug}
              </td>
              <td data-label="Position">{row.position}</td>
              <td data-label="Updated">{row.updated}</td>
              <td className="admin-table-actions">
                <Link to={editPath(kind, row.id)} className="text-link">
                  Edit<span className="visually-hidden"> {row.name}</span>
                </Link>{" "}
                <a href={publicPath(kind, row.slug)} target="_blank" rel="noreferrer" className="text-link">
                  View<span className="visually-hidden"> {row.name} (opens in a new tab)</span>
                </a>
              </td>
            </tr>
          ))}
        </AdminTable>
        <Pagination page={page} count={count} perPage={resPerPage} params={params} />
      </div>
    </>
  );
}
