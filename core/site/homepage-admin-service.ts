/**
 * The homepage's admin calls (issue 9: "`/api/v1/homepage`, `/api/v1/admin/home/new`,
 * `PUT /api/v1/admin/home/{id}`, deletes of parallax and call-to-action items by index"). There is one
 * homepage (id 1): `new` makes it when the site has none. Parallax and call-to-action items are
 * replaced as a list; an item keeps the picture it had when it names it by `imageId`. A new hero
 * picture comes as bytes with its alt text; a replaced one is deleted after the change commits.
 */
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { homepage } from "../../db/schema.ts";
import type { HomepageInput } from "../catalog/catalog-schemas.ts";
import type { ImageStore } from "../images/image-store.ts";
import type { StoredImage } from "../images/stored-image.ts";
import type { ContentEvents } from "../shared/content-events.ts";
import { AppError } from "../shared/errors.ts";
import type { CallToAction, HomeParallax } from "./site-types.ts";

export const HOMEPAGE_ID = 1;

type Deps = { db: Database; images: ImageStore; contentEvents: ContentEvents; now: () => Date };

export class HomepageAdminService {
  constructor(private readonly deps: Deps) {}

  async get() {
    const [row] = await this.deps.db.select().from(homepage).where(eq(homepage.id, HOMEPAGE_ID));
    if (!row) throw AppError.notFound("Homepage");
    return row;
  }

  async create(input: HomepageInput, heroImage?: Uint8Array) {
    const hero = await this.saveHero(heroImage, input.heroImageAlt);
    try {
      const [created] = await this.deps.db
        .insert(homepage)
        .values({
          id: HOMEPAGE_ID,
          hero: { title: input.heroTitle, subtitle: input.heroSubtitle ?? "", image: hero },
          intro: input.intro ?? "",
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
      if (hero) await this.deps.images.remove(hero.id).catch(() => {});
      throw error;
    }
    this.changed();
  }

  async update(id: number, input: Partial<HomepageInput>, heroImage?: Uint8Array) {
    if (id !== HOMEPAGE_ID) throw AppError.notFound("Homepage");
    const hero = await this.saveHero(heroImage, input.heroImageAlt);
    let replaced: StoredImage[];
    try {
      replaced = await this.deps.db.transaction(async (tx) => {
        const [current] = await tx.select().from(homepage).where(eq(homepage.id, id)).for("update");
        if (!current) throw AppError.notFound("Homepage");
        const pictures = [
          current.hero.image,
          ...current.parallax.map((item) => item.image),
          ...current.callToAction.map((item) => item.image),
        ].filter((image): image is StoredImage => image !== null);
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
        const next = {
          hero: {
            title: input.heroTitle ?? current.hero.title,
            subtitle: input.heroSubtitle ?? current.hero.subtitle,
            image: hero ?? current.hero.image,
          },
          intro: input.intro ?? current.intro,
          parallax: parallax ?? current.parallax,
          callToAction: callToAction ?? current.callToAction,
        };
        await tx
          .update(homepage)
          .set({ ...next, updatedAt: this.deps.now() })
          .where(eq(homepage.id, id));
        const stillShown = new Set(
          [next.hero.image, ...next.parallax.map((i) => i.image), ...next.callToAction.map((i) => i.image)]
            .filter((image): image is StoredImage => image !== null)
            .map((image) => image.id),
        );
        return pictures.filter((picture) => !stillShown.has(picture.id));
      });
    } catch (error) {
      if (hero) await this.deps.images.remove(hero.id).catch(() => {});
      throw error;
    }
    await Promise.all(replaced.map((image) => this.deps.images.remove(image.id).catch(() => {})));
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
      await tx
        .update(homepage)
        .set({ [list]: items.filter((_, at) => at !== index), updatedAt: this.deps.now() })
        .where(eq(homepage.id, id));
      return items[index]!.image;
    });
    if (removed) await this.deps.images.remove(removed.id).catch(() => {});
    this.changed();
  }

  private async saveHero(
    bytes: Uint8Array | undefined,
    alt: string | undefined,
  ): Promise<StoredImage | null> {
    if (!bytes) return null;
    if (!alt) throw AppError.badRequest("The hero picture needs its alt text (heroImageAlt)", "heroImageAlt");
    try {
      return await this.deps.images.save(bytes, { alt, maxWidth: 2400 });
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
