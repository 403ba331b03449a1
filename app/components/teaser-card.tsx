import type { ReactNode } from "react";
import { Link } from "react-router";
import type { StoredImage } from "../../core/images/stored-image.ts";
import { ArrowRightIcon } from "./icons.tsx";
import { StoredImg } from "./stored-image.tsx";

export type TeaserCardProps = {
  to: string;
  title: string;
  image?: StoredImage | null;
  badge?: string;
  text?: string;
  /** Small facts under the text (list items). */
  meta?: ReactNode;
  moreLabel?: string;
  headingLevel?: 2 | 3;
};

/** A card for a boat, dive site, course or page: the whole card follows its title's link. */
export function TeaserCard({
  to,
  title,
  image,
  badge,
  text,
  meta,
  moreLabel,
  headingLevel = 3,
}: TeaserCardProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="card">
      <div className="card-media">
        {image ? (
          <StoredImg image={image} alt="" sizes="(min-width: 1024px) 30vw, (min-width: 640px) 50vw, 100vw" />
        ) : null}
        {badge ? <span className="card-badge">{badge}</span> : null}
      </div>
      <div className="card-body">
        <Heading className="card-title">
          <Link to={to}>{title}</Link>
        </Heading>
        {text ? <p className="card-text">{text}</p> : null}
        {meta ? <ul className="card-meta">{meta}</ul> : null}
        {moreLabel ? (
          <span className="card-more" aria-hidden="true">
            {moreLabel} <ArrowRightIcon size={16} />
          </span>
        ) : null}
      </div>
    </article>
  );
}
