/**
 * /admin/home and /admin/home/new (spec §2): the homepage's hero (title, subtitle, its
 * picture and more slides), the intro, the parallax sections and the call-to-action items (add, remove,
 * reorder; each may show one of the homepage's pictures). There is one homepage: /admin/home/new makes it
 * on a site without one and sends an admin to /admin/home once it exists; /admin/home on a site without
 * one offers to make it. Saves post the form (multipart, as the API's POST /api/v1/admin/home/new and
 * PUT /api/v1/admin/home/1 take it) to this route's action, which checks it with the API's schemas and
 * calls the homepage admin service; every change shows to visitors at once (the page cache is dropped).
 */
import { useEffect, useState } from "react";
import { Link, redirect, useNavigate } from "react-router";
import {
  homeImageQuerySchema,
  homepageChangeSchema,
  homepageInputSchema,
} from "../../../core/site/homepage-schemas.ts";
import type { StoredImage } from "../../../core/images/stored-image.ts";
import { homepagePictures } from "../../../core/site/site-types.ts";
import { ConfirmButton } from "../../components/admin/confirm-button.tsx";
import { ImageManager } from "../../components/admin/image-manager.tsx";
import { type ItemField, ItemListEditor } from "../../components/admin/item-list-editor.tsx";
import { UnsavedChangesGuard } from "../../components/admin/unsaved-changes.tsx";
import { AdminPageHead } from "../../components/admin-page-head.tsx";
import { EmptyState } from "../../components/empty-state.tsx";
import { SubmitButton, TextAreaField, TextField } from "../../components/form-field.tsx";
import { StoredImg } from "../../components/stored-image.tsx";
import { showAlert } from "../../lib/alerts.tsx";
import { actionFailed, invalidForm } from "../../lib/action-answers.server.ts";
import { CATALOG_FILES, readUploadForm } from "../../lib/catalog-actions.server.ts";
import { requireAdmin } from "../../lib/guards.server.ts";
import { privateMeta } from "../../lib/meta.ts";
import { orErrorScreen } from "../../lib/route-errors.server.ts";
import {
  type CatalogFormValues,
  textFields,
  toListItems,
  useCatalogForm,
} from "../../lib/use-catalog-form.ts";
import { useActionFetcher } from "../../lib/use-action-fetcher.ts";
import type { Route } from "./+types/home-form";
import { FormCard } from "../../components/admin/form-card.tsx";

/** The homepage's id in the API (there is one). */
const HOME_ID = "1";

/**
 * The fields a parallax section and a call-to-action item both open with; both end with `picture`.
 */
const TITLE_AND_TEXT: readonly ItemField[] = [
  { name: "title", label: "Title" },
  { name: "text", label: "Text", type: "textarea" },
];

export async function loader({ context, request }: Route.LoaderArgs) {
  requireAdmin(context);
  const homepage = await orErrorScreen(context.services.site.homepage());
  const creating = new URL(request.url).pathname.replace(/\/$/, "").endsWith("/new");
  if (creating && homepage) throw redirect("/admin/home");
  return { homepage, creating };
}

/**
 * Saves the homepage (made when there is none): its text fields, lists as JSON strings, new slides in
 * `images` and a new hero picture in `heroImage`; or, with `intent=delete-image`, deletes the picture
 * `imgId`. Answers the saved homepage, or `{ imageDeleted }`.
 */
export async function action({ context, request }: Route.ActionArgs) {
  requireAdmin(context);
  const { homepageAdmin, site } = context.services;
  try {
    const { fields, files } = await readUploadForm(request, { ...CATALOG_FILES, heroImage: 1 });
    const { intent = "save", ...values } = fields;
    if (intent === "delete-image") {
      const query = homeImageQuerySchema.safeParse({ id: HOME_ID, imgId: values.imgId });
      if (!query.success) return invalidForm(query.error);
      await homepageAdmin.deleteImage(query.data.id, query.data.imgId);
      return { imageDeleted: query.data.imgId };
    }
    const uploads = { heroImage: files.heroImage?.[0], images: files.images ?? [] };
    if ((await site.homepage()) === null) {
      const parsed = homepageInputSchema.safeParse(values);
      if (!parsed.success) return invalidForm(parsed.error);
      await homepageAdmin.create(parsed.data, uploads);
    } else {
      const parsed = homepageChangeSchema.safeParse(values);
      if (!parsed.success) return invalidForm(parsed.error);
      await homepageAdmin.update(Number(HOME_ID), parsed.data, uploads);
    }
    return { homepage: await site.homepage() };
  } catch (error) {
    return actionFailed(error);
  }
}

export const meta: Route.MetaFunction = ({ data: loaded }) =>
  privateMeta(`${loaded?.creating ? "New homepage" : "Homepage"} | Admin | Andaman Liveaboards`);

type Homepage = NonNullable<Route.ComponentProps["loaderData"]["homepage"]>;

/** A list item as the API takes it: "No picture" is no imageId at all. */
function pictureOrNone(item: unknown): unknown {
  if (typeof item !== "object" || item === null || !("imageId" in item) || item.imageId) return item;
  const { imageId: _none, ...rest } = item;
  return rest;
}

/** A list item's picture as the form holds it: the picture's id, or "" for none. */
const withImageId = <T extends { image: StoredImage | null }>(items: readonly T[]) =>
  items.map(({ image, ...item }) => ({ ...item, imageId: image?.id ?? "" }));

function valuesOf(home: Homepage | null): CatalogFormValues {
  return {
    fields: {
      ...textFields(home ? { heroTitle: home.hero.title, heroSubtitle: home.hero.subtitle } : null, [
        "heroTitle",
        "heroSubtitle",
      ]),
      intro: home?.intro ?? "",
    },
    lists: {
      parallax: toListItems(withImageId(home?.parallax ?? []), ["title", "text", "imageId"]),
      callToAction: toListItems(withImageId(home?.callToAction ?? []), [
        "title",
        "text",
        "linkLabel",
        "href",
        "imageId",
      ]),
    },
    images: home?.images ?? [],
  };
}

export default function AdminHomeForm({ loaderData }: Route.ComponentProps) {
  const { homepage } = loaderData;
  if (!homepage && !loaderData.creating) {
    return (
      <>
        <AdminPageHead title="Homepage" />
        <EmptyState title="The site has no homepage yet">
          <p>Visitors see the boats, dive sites and courses under a plain title until it is made.</p>
          <Link to="/admin/home/new" className="button button-primary">
            Create the homepage
          </Link>
        </EmptyState>
      </>
    );
  }
  return <HomeForm homepage={homepage} />;
}

type HeroUpload = { file: File; preview: string; alt: string };

function HomeForm({ homepage }: { homepage: Homepage | null }) {
  const form = useCatalogForm({
    schema: homepageInputSchema,
    initial: valuesOf(homepage),
    nameField: "heroTitle",
  });
  const navigate = useNavigate();
  const [heroUpload, setHeroUpload] = useState<HeroUpload | null>(null);
  const [heroImage, setHeroImage] = useState(homepage?.hero.image ?? null);
  const [leaveTo, setLeaveTo] = useState<string | null>(null);
  const [triedSave, setTriedSave] = useState(false);
  const creating = homepage === null;
  const dirty = form.dirty || heroUpload !== null;
  const heroAltMissing = heroUpload !== null && heroUpload.alt.trim() === "";

  useEffect(() => {
    if (leaveTo) void navigate(leaveTo, { replace: true });
  }, [leaveTo, navigate]);
  // A chosen picture's preview is let go when another replaces it or the form goes.
  const heroPreview = heroUpload?.preview;
  useEffect(() => () => (heroPreview ? URL.revokeObjectURL(heroPreview) : undefined), [heroPreview]);

  const pictures = homepage ? homepagePictures(homepage) : [];
  const pictureOptions = [
    { value: "", label: "No picture" },
    // Named by the start of its alt text: a phone's select cannot wrap a long text, and would cut it.
    ...pictures.map((image, index) => ({
      value: image.id,
      label: shortLabel(image.alt || `Picture ${index + 1}`),
    })),
  ];
  const pictureHint =
    pictures.length === 0 ? "Save a hero picture or slides first; they can then be chosen here." : undefined;
  const picture: ItemField = {
    name: "imageId",
    label: "Picture",
    type: "select",
    options: pictureOptions,
    hint: pictureHint,
  };

  const { submit, busy: saving } = useActionFetcher<{ homepage: Homepage | null }>({
    onDone: ({ homepage: saved }) => {
      if (!saved) return;
      form.reset(valuesOf(saved));
      setHeroUpload(null);
      setHeroImage(saved.hero.image);
      setTriedSave(false);
      showAlert({ message: creating ? "Homepage created" : "Homepage saved", type: "success" });
      if (creating) setLeaveTo("/admin/home");
    },
    onRefused: (refusal) => {
      if (refusal.field) form.setServerError({ field: refusal.field, message: refusal.error });
    },
  });
  const heroDelete = useActionFetcher<{ imageDeleted: string }>({
    onDone: () => {
      setHeroImage(null);
      showAlert({ message: "Picture deleted", type: "success" });
    },
  });

  const save = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving || !dirty) return;
    if (!form.data || heroAltMissing) {
      form.touchAll();
      setTriedSave(true);
      const formElement = event.currentTarget;
      requestAnimationFrame(() => formElement.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    const body = new FormData();
    body.set("intent", "save");
    body.set("heroTitle", form.values.fields.heroTitle ?? "");
    // Sent every time: an empty subtitle or intro clears it.
    body.set("heroSubtitle", form.values.fields.heroSubtitle ?? "");
    body.set("intro", form.values.fields.intro ?? "");
    for (const name of ["parallax", "callToAction"]) {
      const items = form.data[name];
      body.set(name, JSON.stringify(Array.isArray(items) ? items.map(pictureOrNone) : []));
    }
    if (!creating && form.values.images.length > 0) {
      body.set("imageOrder", JSON.stringify(form.values.images.map((image) => image.id)));
      body.set("savedImageAlts", JSON.stringify(form.data.savedImageAlts));
    }
    for (const upload of form.uploads) body.append("images", upload.file, upload.file.name);
    if (form.uploads.length > 0)
      body.set("imageAlts", JSON.stringify(form.uploads.map((upload) => upload.alt)));
    if (heroUpload) {
      body.set("heroImage", heroUpload.file, heroUpload.file.name);
      body.set("heroImageAlt", heroUpload.alt.trim());
    }
    void submit(body);
  };

  const deleteHeroImage = async () => {
    if (!heroImage) return;
    await heroDelete.submit(
      { intent: "delete-image", imgId: heroImage.id },
      { encType: "application/x-www-form-urlencoded" },
    );
  };

  return (
    <>
      <AdminPageHead
        title={creating ? "New homepage" : "Homepage"}
        summary={
          creating ? undefined : (
            <a href="/" target="_blank" rel="noreferrer" className="text-link">
              View the home page<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          )
        }
      />
      <UnsavedChangesGuard when={dirty && !leaveTo} />
      <form className="admin-section catalog-form" onSubmit={save} noValidate aria-label="Homepage details">
        <FormCard headingId="hero-title" title="Hero" className="form-stack">
          <TextField label="Hero title" autoComplete="off" {...form.bind("heroTitle")} />
          <TextAreaField label="Hero subtitle" rows={2} {...form.bind("heroSubtitle")} />
          <div className="hero-picture">
            <h3 className="field-label">Hero picture (the first slide)</h3>
            {heroUpload ? (
              <figure className="image-tile">
                <img src={heroUpload.preview} alt="" className="image-tile-picture" />
                <TextField
                  label={`Alt text of ${heroUpload.file.name}`}
                  name="heroImageAlt"
                  value={heroUpload.alt}
                  hint="What the picture shows, for people who cannot see it."
                  error={heroAltMissing && triedSave ? "Alt text is required" : undefined}
                  onChange={(event) => setHeroUpload({ ...heroUpload, alt: event.target.value })}
                />
                <button
                  type="button"
                  className="button button-outline button-small"
                  onClick={() => setHeroUpload(null)}
                >
                  Keep the current picture
                </button>
              </figure>
            ) : heroImage ? (
              <figure className="image-tile">
                <StoredImg image={heroImage} className="image-tile-picture" sizes="12rem" />
                <figcaption className="field-hint">{heroImage.alt}</figcaption>
                <ConfirmButton
                  className="button button-outline button-small"
                  title="Delete the hero picture?"
                  description="The hero shows the next slide (or its plain background) at once. This cannot be undone."
                  onConfirm={deleteHeroImage}
                >
                  Delete the hero picture
                </ConfirmButton>
              </figure>
            ) : (
              <p className="field-hint">No hero picture yet.</p>
            )}
            <div className="field">
              <label htmlFor="hero-file" className="field-label">
                {heroImage ? "Replace the hero picture" : "Choose a hero picture"}
              </label>
              <input
                id="hero-file"
                type="file"
                accept="image/jpeg,image/png,image/webp,image/avif"
                className="field-input"
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  event.target.value = "";
                  if (file) setHeroUpload({ file, preview: URL.createObjectURL(file), alt: "" });
                }}
              />
            </div>
          </div>
        </FormCard>
        {creating ? null : (
          <ImageManager
            form={form}
            kind="home"
            itemId={HOME_ID}
            title="More hero slides"
            hint="Shown after the hero picture; visitors swipe or scroll 50 px sideways, or use the arrows, to change slides."
          />
        )}
        <FormCard headingId="intro-title" title="Intro" className="form-stack">
          <TextAreaField label="Intro" rows={4} {...form.bind("intro")} />
        </FormCard>
        <ItemListEditor
          form={form}
          list="parallax"
          title="Parallax sections"
          noun="parallax section"
          fields={[...TITLE_AND_TEXT, picture]}
        />
        <ItemListEditor
          form={form}
          list="callToAction"
          title="Call-to-action items"
          noun="call-to-action item"
          fields={[
            ...TITLE_AND_TEXT,
            { name: "linkLabel", label: "Link label" },
            {
              name: "href",
              label: "Link",
              hint: "A path on this site (/trip-schedules) or an https:// address",
            },
            picture,
          ]}
        />
        <div className="button-row catalog-form-actions">
          <SubmitButton ready={form.valid && dirty && !heroAltMissing} busy={saving}>
            {saving ? "Saving…" : creating ? "Create the homepage" : "Save"}
          </SubmitButton>
          {dirty ? <p className="field-hint">Unsaved changes</p> : null}
        </div>
      </form>
    </>
  );
}

/** A picture's name for a select: its first words, at most 24 characters, with "…" when shortened. */
function shortLabel(text: string): string {
  if (text.length <= 24) return text;
  const cut = text.slice(0, 23);
  return `${cut.slice(0, cut.lastIndexOf(" ") > 12 ? cut.lastIndexOf(" ") : 23).trimEnd()}…`;
}
