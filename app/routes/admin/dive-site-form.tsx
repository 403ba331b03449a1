/**
 * /admin/dive-site (create) and /admin/dive-site/{id} (edit): name and slug, summary,
 * region, level, depths, description (rich text), features (add, remove, reorder), pictures, delete.
 */
import { type ShouldRevalidateFunction } from "react-router";
import { diveSiteInputSchema } from "../../../core/catalog/catalog-schemas.ts";
import { catalogFormValues, CatalogFormScreen } from "../../components/admin/catalog-form.tsx";
import { CatalogRichTextField } from "../../components/admin/rich-text-field.tsx";
import { ItemListEditor } from "../../components/admin/item-list-editor.tsx";
import { TextField } from "../../components/form-field.tsx";
import { catalogItemAction } from "../../lib/catalog-actions.server.ts";
import { FEATURES } from "../../lib/catalog-form-lists.ts";
import { type CatalogFormValues, useCatalogForm } from "../../lib/use-catalog-form.ts";
import type { Route } from "./+types/dive-site-form";
import { privateMeta } from "../../lib/meta.ts";
import { leftWhenDeleted } from "../../lib/use-action-fetcher.ts";
import { editedCatalogItem } from "../../lib/edited-item.server.ts";
import { FormCard } from "../../components/admin/form-card.tsx";

export async function loader(args: Route.LoaderArgs) {
  return {
    diveSite: await editedCatalogItem(args, "dive-site", (id) =>
      args.context.services.catalog.getDiveSite(id),
    ),
  };
}

export const action = (args: Route.ActionArgs) =>
  catalogItemAction("dive-site", args, (id) => args.context.services.catalog.getDiveSite(id));

export const shouldRevalidate: ShouldRevalidateFunction = leftWhenDeleted;

export const meta: Route.MetaFunction = ({ data: loaded }) =>
  privateMeta(`${loaded?.diveSite ? loaded.diveSite.name : "New dive site"} | Admin | Andaman Liveaboards`);

const TEXT_FIELDS = ["name", "slug", "summary", "description", "region", "level", "minDepthM", "maxDepthM"];

type DiveSite = NonNullable<Route.ComponentProps["loaderData"]["diveSite"]>;

function valuesOf(site: DiveSite | null): CatalogFormValues {
  return catalogFormValues(site, TEXT_FIELDS, [FEATURES]);
}

export default function AdminDiveSiteForm({ loaderData }: Route.ComponentProps) {
  const site = loaderData.diveSite;
  return <DiveSiteForm key={site?.id ?? "new"} site={site} />;
}

function DiveSiteForm({ site }: { site: DiveSite | null }) {
  const form = useCatalogForm({ schema: diveSiteInputSchema, initial: valuesOf(site) });
  return (
    <CatalogFormScreen kind="dive-site" item={site} savedName={site?.name} form={form} fromItem={valuesOf}>
      <FormCard headingId="site-facts-title" title="Facts and description" className="form-stack">
        <div className="field-row">
          <TextField label="Region" {...form.bind("region")} />
          <TextField label="Level" hint="e.g. All levels, Advanced" {...form.bind("level")} />
        </div>
        <div className="field-row">
          <TextField label="Minimum depth (m)" inputMode="numeric" {...form.bind("minDepthM")} />
          <TextField label="Maximum depth (m)" inputMode="numeric" {...form.bind("maxDepthM")} />
        </div>
        <CatalogRichTextField form={form} name="description" label="Description" />
      </FormCard>
      <ItemListEditor form={form} {...FEATURES} />
    </CatalogFormScreen>
  );
}
