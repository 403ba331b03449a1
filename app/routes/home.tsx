import { useRef } from "react";
import { Link } from "react-router";
import type { HomeParallax } from "../../core/site/site-types.ts";
import { BoatCards } from "../components/boat-cards.tsx";
import { CardGrid } from "../components/card-grid.tsx";
import { ContentSection } from "../components/content-section.tsx";
import { CourseCards } from "../components/course-cards.tsx";
import { ArrowRightIcon, DepthIcon } from "../components/icons.tsx";
import { HeroCarousel } from "../components/hero-carousel.tsx";
import { StoredImg } from "../components/stored-image.tsx";
import { TeaserCard } from "../components/teaser-card.tsx";
import { TripPriceFrom } from "../components/trip-price.tsx";
import { dateRange, priceLabel, spacesText } from "../lib/trip-format.ts";
import { depthRange, noun } from "../lib/catalog-format.ts";
import { orErrorScreen } from "../lib/route-errors.server.ts";
import { useNearViewport } from "../lib/use-near-viewport.ts";
import { metaDescription, operatorJsonLd } from "../../core/site/seo.ts";
import { nightsOnSaleText } from "../../core/trips/nights-on-sale.ts";
import { SITE_NAME, seoMeta } from "../lib/meta.ts";
import { withJsonLd } from "../lib/json-ld.server.ts";
import { AverageLine, ReviewList } from "../components/reviews.tsx";
import { screenReview, screenSummary } from "../lib/review-screen.server.ts";
import { ratingJsonLd } from "../lib/review-json-ld.ts";
import type { Route } from "./+types/home";
import { BOOT_ON_INTENT } from "../lib/deferred-scripts.ts";

export async function loader({ context }: Route.LoaderArgs) {
  const [{ homepage, boats, diveSites, courses, upcoming, nightsOnSale }, latest] = await Promise.all([
    orErrorScreen(context.services.homeContent.get()),
    orErrorScreen(context.services.reviews.latest()),
  ]);
  // Written out here, on the server: the home page's JavaScript stays within its budget.
  const nextTrips = upcoming.map((trip) => {
    const price = priceLabel(trip.priceFrom, trip.discount);
    return {
      id: trip.id,
      when: dateRange(trip.departure, trip.returnDate),
      nights: trip.nights,
      boat: trip.boat.name,
      title: trip.title,
      price: price.now,
      before: price.before,
      discount: trip.discount,
      spaces: spacesText(trip.spacesLeft),
    };
  });
  const page = {
    homepage,
    boats,
    diveSites,
    courses,
    nextTrips,
    // The trips' length as sold ("3- to 5-night trips"), never a fixed claim in the copy.
    tripLengths: nightsOnSaleText(nightsOnSale),
    reviews: latest.reviews.map(screenReview),
    reviewSummary: screenSummary(latest),
  };
  // The operator (TravelAgency) as search engines should know it, with its guests' rating.
  return withJsonLd(context, page, ({ reviews, reviewSummary }, root) => ({
    ...operatorJsonLd(root.contact, root.publicUrl, homepage?.hero.image ?? homepage?.images[0]),
    ...ratingJsonLd(reviewSummary, reviews),
  }));
}

export const meta: Route.MetaFunction = (args) => {
  const hero = args.loaderData?.homepage?.hero;
  return seoMeta(args, {
    path: "/",
    title: hero ? `${hero.title} | ${SITE_NAME}` : `${SITE_NAME} | Similan & Surin Islands liveaboard diving`,
    fullTitle: true,
    description:
      metaDescription(hero?.subtitle, args.loaderData?.homepage?.intro) ||
      "Liveaboard dive trips to the Similan and Surin Islands, and PADI courses on board.",
    image: hero?.image ?? args.loaderData?.homepage?.images[0],
  });
};

/**
 * A parallax section. Its picture is a CSS background (fixed, for the parallax effect on large screens),
 * which browsers load at once wherever it is: it is set only when the section comes near the viewport,
 * so the first screen's picture does not share the connection with pictures far below it.
 */
function ParallaxBand({ band }: { band: HomeParallax }) {
  const section = useRef<HTMLElement>(null);
  const near = useNearViewport(section);
  return (
    <section ref={section} className="parallax-band on-dark" aria-label={band.title}>
      <div
        className="parallax-image"
        style={band.image && near ? { backgroundImage: `url("${band.image.url}")` } : undefined}
        aria-hidden="true"
      />
      <div className="container parallax-content">
        <h2>{band.title}</h2>
        <p>{band.text}</p>
      </div>
    </section>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { homepage, boats, diveSites, courses, nextTrips, tripLengths, reviews, reviewSummary } = loaderData;
  const hero = homepage?.hero;
  const parallax = homepage?.parallax ?? [];
  // The hero's slides: its picture first, then the homepage's other pictures.
  const slides = [...(hero?.image ? [hero.image] : []), ...(homepage?.images ?? [])];
  const regions = [...new Set(diveSites.map((site) => site.region).filter(Boolean))];

  return (
    <>
      <HeroCarousel
        slides={slides}
        labelledBy="home-title"
        footer={
          <ul className="home-hero-facts container" aria-label="At a glance">
            {tripLengths ? <li data-fact="trip-lengths">{tripLengths}</li> : null}
            <li>
              <strong>{boats.length}</strong> {noun(boats.length, "liveaboard")}
            </li>
            <li>
              <strong>{diveSites.length}</strong> {noun(diveSites.length, "dive site")}
            </li>
            <li>
              <strong>{courses.length}</strong> {noun(courses.length, "PADI course")}
            </li>
            {regions.length > 0 ? <li>{regions.join(" · ")}</li> : null}
          </ul>
        }
      >
        <div className="container home-hero-content">
          <p className="eyebrow eyebrow-light">Andaman Sea liveaboards · Thailand</p>
          <h1 id="home-title">{hero?.title ?? "Andaman Liveaboards"}</h1>
          {hero?.subtitle ? <p className="home-hero-subtitle">{hero.subtitle}</p> : null}
          <div className="button-row">
            <Link to="/trip-schedules" className="button button-accent">
              See liveaboard trips <ArrowRightIcon size={18} />
            </Link>
            <a href="#boats" className="button button-ghost-light">
              Meet the boats
            </a>
          </div>
        </div>
      </HeroCarousel>

      {homepage?.intro ? (
        <section className="section home-intro" aria-labelledby="intro-title">
          <div className="container home-intro-text-block">
            <p className="eyebrow">Welcome aboard</p>
            <h2 id="intro-title">Dive the Andaman Sea from a floating home</h2>
            <p className="home-intro-text">{homepage.intro}</p>
            <Link to="/services" className="text-link">
              Everything we offer <ArrowRightIcon size={18} />
            </Link>
          </div>
        </section>
      ) : null}

      {nextTrips.length > 0 ? (
        <ContentSection
          eyebrow="Next departures"
          title="Upcoming trips"
          more={{ to: "/trip-schedules", label: "The whole schedule" }}
        >
          <ul className="trip-cards">
            {nextTrips.map((trip) => (
              <li key={trip.id} className="trip-card">
                <div className="trip-card-when">
                  <h3 className="trip-card-title">
                    <Link to={`/trip/${trip.id}`}>{trip.when}</Link>
                  </h3>
                  <p className="trip-card-meta">
                    {trip.nights} nights · {trip.boat}
                  </p>
                  <p className="trip-card-itinerary">{trip.title}</p>
                </div>
                <div className="trip-card-price">
                  <TripPriceFrom discount={trip.discount} price={trip.price} />
                  {trip.before ? <s className="trip-price-before">{trip.before}</s> : null}
                  <span className="trip-availability">{trip.spaces}</span>
                </div>
              </li>
            ))}
          </ul>
        </ContentSection>
      ) : null}

      {boats.length > 0 ? (
        <ContentSection eyebrow="The fleet" title="Our liveaboards" tinted id="boats">
          <BoatCards boats={boats} />
        </ContentSection>
      ) : null}

      {reviews.length > 0 ? (
        <ContentSection
          eyebrow="From our guests"
          title="What divers say"
          more={{ to: "/reviews", label: "All reviews" }}
        >
          <AverageLine summary={reviewSummary} />
          <ReviewList reviews={reviews} showBoat />
        </ContentSection>
      ) : null}

      {parallax[0] ? <ParallaxBand band={parallax[0]} /> : null}

      {diveSites.length > 0 ? (
        <ContentSection eyebrow="Where we dive" title="Dive sites">
          <CardGrid items={diveSites} itemKey={(site) => site.id} rail>
            {(site) => {
              const depth = depthRange(site);
              return (
                <TeaserCard
                  to={`/dive-site/${site.slug}`}
                  title={site.name}
                  image={site.images[0]}
                  badge={site.region || undefined}
                  text={site.summary}
                  meta={
                    <>
                      {depth ? (
                        <li>
                          <DepthIcon size={16} /> {depth}
                        </li>
                      ) : null}
                      {site.level ? <li>{site.level}</li> : null}
                    </>
                  }
                />
              );
            }}
          </CardGrid>
        </ContentSection>
      ) : null}

      {parallax[1] ? <ParallaxBand band={parallax[1]} /> : null}

      {courses.length > 0 ? (
        <ContentSection eyebrow="Learn on board" title="PADI courses" tinted>
          <CourseCards courses={courses} rail />
        </ContentSection>
      ) : null}

      {parallax.slice(2).map((band) => (
        <ParallaxBand key={band.title} band={band} />
      ))}

      {homepage && homepage.callToAction.length > 0 ? (
        <ContentSection eyebrow="Plan your trip" title="Ready when you are">
          <CardGrid
            items={homepage.callToAction}
            itemKey={(item) => item.href + item.title}
            maxColumns={3}
            className="cta-grid"
          >
            {(item) => (
              <div className="cta-card on-dark">
                {item.image ? <StoredImg image={item.image} className="cta-image" alt="" /> : null}
                <div className="cta-scrim" aria-hidden="true" />
                <div className="cta-content">
                  <h3>{item.title}</h3>
                  <p>{item.text}</p>
                  <CtaLink href={item.href} label={item.linkLabel} />
                </div>
              </div>
            )}
          </CardGrid>
        </ContentSection>
      ) : null}
    </>
  );
}

/** A call-to-action link: in-site paths go through the router, anything else is a plain link. */
function CtaLink({ href, label }: { href: string; label: string }) {
  if (href.startsWith("/") && !href.startsWith("//")) {
    return (
      <Link to={href} className="button button-accent button-small">
        {label} <ArrowRightIcon size={16} />
      </Link>
    );
  }
  return (
    <a href={href} className="button button-accent button-small" rel="noopener noreferrer">
      {label} <ArrowRightIcon size={16} />
    </a>
  );
}

/** Whole without its scripts: the app starts on the visitor's first move. */
export const handle = BOOT_ON_INTENT;
