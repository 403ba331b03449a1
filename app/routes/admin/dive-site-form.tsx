/**
 * /admin/dive-site (create) and /admin/dive-site/{id} (edit): name and slug, summary,
 * region, level, depths, description (rich text), features (add, remove, reorder), pictures, delete.
 */
import { data } from "react-router";
import { diveSiteInputSchema } from "../../../core/catalog/catalog-schemas.ts";
import type { StoredImage } from "../../../core/images/stored-image.ts";
import { CatalogFormScreen } from "../../components/admin/catalog-form.tsx";
import { ItemListEditor } from "../../components/admin/item-list-editor.tsx";
import { RichTextField } from "../../components/admin/rich-text-field.tsx";
import { TextField } from "../../components/form-field.tsx";
import { isId } from "../../../core/shared/ids.ts";
import { FEATURES } from "../../lib/catalog-form-lists.ts";
import { requireAdmin } from "../../lib/guards.server.ts";
import { orErrorScreen } from "../../lib/route-errors.server.ts";
import {
  type CatalogFormValues,
  toListItems,
  useCatalogForm,
  textFields,
} from "../../lib/use-catalog-form.ts";
import type { Route } from "./+types/dive-site-form";
import { privateMeta } from "../../lib/meta.ts";

export async function loader({ context, params }: Route.LoaderArgs) {
  requireAdmin(context);
  const id = (params as { id?: string }).id;
  if (id === undefined) return { diveSite: null };
  if (!isId(id)) throw data("Dive site not found", { status: 404 });
  return { diveSite: await orErrorScreen(context.services.catalog.getDiveSite(id)) };
}

export const meta: Route.MetaFunction = ({ data: loaded }) =>
  privateMeta(`${loaded?.diveSite ? loaded.diveSite.name : "New dive site"} | Admin | Andaman Liveaboards`);

const TEXT_FIELDS = ["name", "slug", "summary", "description", "region", "level", "minDepthM", "maxDepthM"];

function valuesOf(site: Record<string, unknown> | null): CatalogFormValues {
  return {
    fields: textFields(site, TEXT_FIELDS),
    lists: { features: toListItems((site?.features as Record<string, unknown>[]) ?? [], ["title", "text"]) },
    images: (site?.images as StoredImage[]) ?? [],
  };
}

export default function AdminDiveSiteForm({ loaderData }: Route.ComponentProps) {
  const site = loaderData.diveSite as Record<string, unknown> | null;
  return <DiveSiteForm key={site ? String(site.id) : "new"} site={site} />;
}

function DiveSiteForm({ site }: { site: Record<string, unknown> | null }) {
  const form = useCatalogForm({ schema: diveSiteInputSchema, initial: valuesOf(site) });
  return (
    <CatalogFormScreen kind="dive-site" item={site} form={form} fromItem={valuesOf}>
      <section className="form-card form-stack" aria-labelledby="site-facts-title">
        <h2 id="site-facts-title" className="panel-heading">
          Facts and description
        </h2>
        <div className="field-row">
          <TextField label="Region" {...form.bind("region")} />
          <TextField label="Level" hint="e.g. All levels, Advanced" {...form.bind("level")} />
        </div>
        <div className="field-row">
          <TextField label="Minimum depth (m)" inputMode="numeric" {...form.bind("minDepthM")} />
          <TextField label="Maximum depth (m)" inputMode="numeric" {...form.bind("maxDepthM")} />
        </div>
        <RichTextField
          label="Description"
          name="description"
          value={form.values.fields.description ?? ""}
          onChange={(html) => form.setField("description", html)}
          error={form.errorFor("description")}
        />
      </section>
      <ItemListEditor form={form} {...FEATURES} />
    </CatalogFormScreen>
  );
}
