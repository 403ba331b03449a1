/**
 * The one layout of the catalogue's detail screens (boat, dive site, course, page): a hero with the first
 * picture and a row of chips; the rich-text description, with an optional "at a glance" card and one
 * call to action beside it; the screen's own sections; the remaining pictures as a gallery across the
 * width. Only the description shares its row with the card, so neither column runs on alone.
 * A screen without pictures gets a compact hero, not a tall empty band.
 */
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { StoredImage } from "../../core/images/stored-image.ts";
import { type Fact, FactsCard } from "./facts-card.tsx";
import { ArrowRightIcon } from "./icons.tsx";
import { ImageGallery } from "./image-gallery.tsx";
import { PageHero } from "./page-hero.tsx";
import { RichText } from "./rich-text.tsx";

export type HeroChip = { key: string; content: ReactNode };

export type CatalogDetailProps = {
  title: string;
  eyebrow?: string;
  summary: string;
  images: StoredImage[];
  /** Short facts under the hero's title; the list is left out when empty. */
  chips?: { label: string; items: HeroChip[] };
  /** Sanitised HTML. */
  html: string;
  galleryTitle: string;
  /** The card beside the text; without it the text takes the full width. */
  glance?: { title: string; facts: Fact[]; action: { to: string; label: string } };
  /** The screen's own sections, between the description and the gallery. */
  children?: ReactNode;
};

export function CatalogDetail({
  title,
  eyebrow,
  summary,
  images,
  chips,
  html,
  galleryTitle,
  glance,
  children,
}: CatalogDetailProps) {
  const [heroImage, ...moreImages] = images;
  const withAside = glance !== undefined;
  return (
    <>
      <PageHero
        eyebrow={eyebrow}
        title={title}
        summary={summary}
        image={heroImage}
        size={heroImage ? "large" : "compact"}
      >
        {chips && chips.items.length > 0 ? (
          <ul className="page-hero-meta" aria-label={chips.label}>
            {chips.items.map((chip) => (
              <li key={chip.key} className="chip">
                {chip.content}
              </li>
            ))}
          </ul>
        ) : null}
      </PageHero>

      <div className={withAside ? "container detail-layout" : "container detail-layout detail-layout-single"}>
        <div className="detail-intro">
          <RichText html={html} />
        </div>

        {glance ? (
          <aside className="detail-aside" aria-label={`${title} at a glance`}>
            <FactsCard title={glance.title} facts={glance.facts}>
              <div className="button-row">
                <Link to={glance.action.to} className="button button-primary">
                  {glance.action.label} <ArrowRightIcon size={18} />
                </Link>
              </div>
            </FactsCard>
          </aside>
        ) : null}

        {children ? <div className="detail-sections">{children}</div> : null}

        <ImageGallery images={moreImages} title={galleryTitle} allImages={images} offset={1} />
      </div>
    </>
  );
}

/** A boat's, dive site's or course's own name, summary, description and pictures on its detail screen. */
export function itemDetail(item: {
  name: string;
  summary: string;
  description: string;
  images: StoredImage[];
}) {
  return {
    title: item.name,
    summary: item.summary,
    images: item.images,
    html: item.description,
    galleryTitle: `${item.name} in pictures`,
  };
}
