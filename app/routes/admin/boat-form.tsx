/**
 * /admin/boat (create) and /admin/boat/{id} (edit): name and slug, summary,
 * description (rich text), details and cabin types (add, remove, reorder), pictures, delete.
 */
import { type ShouldRevalidateFunction } from "react-router";
import { boatInputSchema, satangToThb } from "../../../core/catalog/catalog-schemas.ts";
import { CabinPictures } from "../../components/admin/cabin-pictures.tsx";
import { catalogFormValues, CatalogFormScreen } from "../../components/admin/catalog-form.tsx";
import { CatalogRichTextField } from "../../components/admin/rich-text-field.tsx";
import { ItemListEditor } from "../../components/admin/item-list-editor.tsx";
import { catalogItemAction } from "../../lib/catalog-actions.server.ts";
import { BOAT_LISTS } from "../../lib/catalog-form-lists.ts";
import { type CatalogFormValues, useCatalogForm } from "../../lib/use-catalog-form.ts";
import type { Route } from "./+types/boat-form";
import { privateMeta } from "../../lib/meta.ts";
import { leftWhenDeleted } from "../../lib/use-action-fetcher.ts";
import { editedCatalogItem } from "../../lib/edited-item.server.ts";
import { FormCard } from "../../components/admin/form-card.tsx";

export async function loader(args: Route.LoaderArgs) {
  return { boat: await editedCatalogItem(args, "boat", (id) => formBoat(args.context.services, id)) };
}

/** The boat as the form shows it: prices in THB, as the API takes them. */
async function formBoat(services: Route.LoaderArgs["context"]["services"], id: string) {
  const boat = await services.catalog.getBoat(id);
  return { ...boat, cabins: boat.cabins.map((cabin) => ({ ...cabin, price: satangToThb(cabin.price) })) };
}

export const action = (args: Route.ActionArgs) =>
  catalogItemAction("boat", args, (id) => formBoat(args.context.services, id));

export const shouldRevalidate: ShouldRevalidateFunction = leftWhenDeleted;

export const meta: Route.MetaFunction = ({ data: loaded }) =>
  privateMeta(`${loaded?.boat ? loaded.boat.name : "New boat"} | Admin | Andaman Liveaboards`);

type Boat = NonNullable<Route.ComponentProps["loaderData"]["boat"]>;

function valuesOf(boat: Boat | null): CatalogFormValues {
  return catalogFormValues(
    boat,
    ["name", "slug", "summary", "description"],
    [BOAT_LISTS.details, BOAT_LISTS.cabins],
  );
}

export default function AdminBoatForm({ loaderData }: Route.ComponentProps) {
  const { boat } = loaderData;
  return (
    <>
      <BoatForm key={boat?.id ?? "new"} boat={boat} />
      {boat ? <CabinPictures boatId={boat.id} cabins={boat.cabins} /> : null}
    </>
  );
}

function BoatForm({ boat }: { boat: Boat | null }) {
  const form = useCatalogForm({ schema: boatInputSchema, initial: valuesOf(boat) });
  return (
    <CatalogFormScreen kind="boat" item={boat} savedName={boat?.name} form={form} fromItem={valuesOf}>
      <FormCard headingId="description-title" title="Description" className="form-stack">
        <CatalogRichTextField form={form} name="description" label="Description" />
      </FormCard>
      <ItemListEditor form={form} {...BOAT_LISTS.details} />
      <ItemListEditor form={form} {...BOAT_LISTS.cabins} />
    </CatalogFormScreen>
  );
}
