/**
 * The homepage's admin calls (`/api/v1/homepage`, `/api/v1/admin/home/new`,
 * `PUT /api/v1/admin/home/{id}`, deletes of parallax and call-to-action items by index; docs/api.md).
 * There is one homepage (id 1): `new` makes it when the site has none.
 *
 * Its pictures: the hero picture (the first slide; a new one comes as bytes with `heroImageAlt`), more
 * hero slides (`images`, uploaded, reordered and re-described like a boat's gallery, deleted one at a
 * time with `DELETE /admin/home/image`), and the pictures of parallax sections and call-to-action
 * items, which name one of the homepage's saved pictures by `imageId`. Parallax and call-to-action items
 * are replaced as a list. A picture nothing shows any more is deleted from the store after the change
 * commits; one still shown elsewhere on the homepage stays.
 */
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { homepage } from "../../db/schema.ts";
import type { HomepageInput } from "./homepage-schemas.ts";
import type { ImageStore } from "../images/image-store.ts";
import { keptImages, removeQuietly, saveUploads, UPLOAD_MAX_WIDTH } from "../images/picture-list.ts";
import type { StoredImage } from "../images/stored-image.ts";
import type { ContentEvents } from "../shared/content-events.ts";
import { AppError } from "../shared/errors.ts";
import {
  type CallToAction,
  type HomeParallax,
  type HomepagePictureParts,
  homepagePictures,
} from "./site-types.ts";

export const HOMEPAGE_ID = 1;

type Deps = { db: Database; images: ImageStore; contentEvents: ContentEvents; now: () => Date };

/** The pictures a form brings: a new hero picture and new slides (alt texts in the input). */
export type HomepageUploads = { heroImage?: Uint8Array; images?: Uint8Array[] };

/** The pictures of `before` that `after` no longer shows anywhere. */
function letGo(before: HomepagePictureParts, after: HomepagePictureParts): StoredImage[] {
  const shown = new Set(homepagePictures(after).map((image) => image.id));
  return homepagePictures(before).filter((image) => !shown.has(image.id));
}

export class HomepageAdminService {
  constructor(private readonly deps: Deps) {}

  async get() {
    const [row] = await this.deps.db.select().from(homepage).where(eq(homepage.id, HOMEPAGE_ID));
    if (!row) throw AppError.notFound("Homepage");
    return row;
  }

  async create(input: HomepageInput, uploads: HomepageUploads = {}) {
    const added = await this.savePictures(input, uploads);
    try {
      const [created] = await this.deps.db
        .insert(homepage)
        .values({
          id: HOMEPAGE_ID,
          hero: { title: input.heroTitle, subtitle: input.heroSubtitle ?? "", image: added.hero },
          intro: input.intro ?? "",
          images: added.images,
          parallax: (input.parallax ?? []).map((item) => ({
            title: item.title,
            text: item.text,
            image: null,
          })),
          callToAction: (input.callToAction ?? []).map(({ imageId: _i, ...item }) => ({
            ...item,
            image: null,
          })),
        })
        .onConflictDoNothing()
        .returning({ id: homepage.id });
      if (!created) {
        throw AppError.badRequest(
          `The site has its homepage: change it with PUT /api/v1/admin/home/${HOMEPAGE_ID}`,
          "id",
        );
      }
    } catch (error) {
      await removeQuietly(this.deps.images, added.all);
      throw error;
    }
    this.changed();
  }

  async update(id: number, input: Partial<HomepageInput>, uploads: HomepageUploads = {}) {
    if (id !== HOMEPAGE_ID) throw AppError.notFound("Homepage");
    const added = await this.savePictures(input, uploads);
    let replaced: StoredImage[];
    try {
      replaced = await this.deps.db.transaction(async (tx) => {
        const [current] = await tx.select().from(homepage).where(eq(homepage.id, id)).for("update");
        if (!current) throw AppError.notFound("Homepage");
        const pictures = homepagePictures(current);
        const keep = (imageId: string | undefined, field: string): StoredImage | null => {
          if (!imageId) return null;
          const image = pictures.find((picture) => picture.id === imageId);
          if (!image)
            throw AppError.badRequest(`${field}: imageId is not one of the homepage's pictures`, field);
          return image;
        };
        const parallax: HomeParallax[] | undefined = input.parallax?.map((item) => ({
          title: item.title,
          text: item.text,
          image: keep(item.imageId, "parallax"),
        }));
        const callToAction: CallToAction[] | undefined = input.callToAction?.map(({ imageId, ...item }) => ({
          ...item,
          image: keep(imageId, "callToAction"),
        }));
        const next: HomepagePictureParts & { intro: string } = {
          hero: {
            title: input.heroTitle ?? current.hero.title,
            subtitle: input.heroSubtitle ?? current.hero.subtitle,
            image: added.hero ?? current.hero.image,
          },
          intro: input.intro ?? current.intro,
          images: [...keptImages(current.images, input), ...added.images],
          parallax: parallax ?? current.parallax,
          callToAction: callToAction ?? current.callToAction,
        };
        await tx
          .update(homepage)
          .set({ ...next, updatedAt: this.deps.now() })
          .where(eq(homepage.id, id));
        return letGo(current, next);
      });
    } catch (error) {
      await removeQuietly(this.deps.images, added.all);
      throw error;
    }
    await removeQuietly(this.deps.images, replaced);
    this.changed();
  }

  /**
   * `DELETE /admin/home/image?id=&imgId=`: the hero picture or one slide. Parallax sections and
   * call-to-action items that showed it keep it (the file stays until nothing shows it).
   */
  async deleteImage(id: number, imageId: string) {
    if (id !== HOMEPAGE_ID) throw AppError.notFound("Homepage");
    const removed = await this.deps.db.transaction(async (tx) => {
      const [current] = await tx.select().from(homepage).where(eq(homepage.id, id)).for("update");
      if (!current) throw AppError.notFound("Homepage");
      const isHero = current.hero.image?.id === imageId;
      if (!isHero && !current.images.some((image) => image.id === imageId)) throw AppError.notFound("Image");
      const next: HomepagePictureParts = {
        ...current,
        hero: isHero ? { ...current.hero, image: null } : current.hero,
        images: current.images.filter((image) => image.id !== imageId),
      };
      await tx
        .update(homepage)
        .set({ hero: next.hero, images: next.images, updatedAt: this.deps.now() })
        .where(eq(homepage.id, id));
      return letGo(current, next);
    });
    await removeQuietly(this.deps.images, removed);
    this.changed();
  }

  /** Deletes one parallax section or call-to-action item by its place (0-based), with its picture. */
  async deleteItem(list: "parallax" | "callToAction", id: number, index: number) {
    if (id !== HOMEPAGE_ID) throw AppError.notFound("Homepage");
    const removed = await this.deps.db.transaction(async (tx) => {
      const [current] = await tx.select().from(homepage).where(eq(homepage.id, id)).for("update");
      if (!current) throw AppError.notFound("Homepage");
      const items: (HomeParallax | CallToAction)[] = current[list];
      const label = list === "parallax" ? "Parallax section" : "Call-to-action item";
      if (index >= items.length) {
        throw AppError.badRequest(
          items.length === 0
            ? `${label} ${index} does not exist: the list is empty`
            : `${label} ${index} does not exist: index must be from 0 to ${items.length - 1}`,
          "index",
        );
      }
      const next = { ...current, [list]: items.filter((_, at) => at !== index) };
      await tx
        .update(homepage)
        .set({ [list]: next[list], updatedAt: this.deps.now() })
        .where(eq(homepage.id, id));
      return letGo(current, next);
    });
    await removeQuietly(this.deps.images, removed);
    this.changed();
  }

  /** Saves the form's new pictures before the transaction; all or none. */
  private async savePictures(
    input: Partial<HomepageInput>,
    uploads: HomepageUploads,
  ): Promise<{ hero: StoredImage | null; images: StoredImage[]; all: StoredImage[] }> {
    const hero = await this.saveHero(uploads.heroImage, input.heroImageAlt);
    try {
      const images = await saveUploads(this.deps.images, uploads.images ?? [], input.imageAlts, "Slide");
      return { hero, images, all: hero ? [hero, ...images] : images };
    } catch (error) {
      if (hero) await removeQuietly(this.deps.images, [hero]);
      throw error;
    }
  }

  private async saveHero(
    bytes: Uint8Array | undefined,
    alt: string | undefined,
  ): Promise<StoredImage | null> {
    if (!bytes) return null;
    if (!alt) throw AppError.badRequest("The hero picture needs its alt text (heroImageAlt)", "heroImageAlt");
    try {
      return await this.deps.images.save(bytes, { alt, maxWidth: UPLOAD_MAX_WIDTH });
    } catch (error) {
      if (error instanceof Error && error.name === "InvalidImageError") {
        throw AppError.badRequest(`Hero picture: ${error.message}`, "heroImage");
      }
      throw error;
    }
  }

  private changed() {
    this.deps.contentEvents.emit({ kind: "homepage" });
  }
}
