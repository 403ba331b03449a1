import { describe, expect, it } from "vitest";
import type { RatingSummary } from "../../core/reviews/review-types.ts";
import { ratingJsonLd } from "./review-json-ld.ts";
import { type ScreenReview, starsText } from "./review-format.ts";
import { tripMonth } from "./review-screen.server.ts";

const review: ScreenReview = {
  id: "r1",
  rating: 4,
  title: "Mantas </script> at Koh Bon",
  text: "Line one\nLine two",
  author: { firstName: "Anna", country: "Germany", countryCode: "de" },
  trip: { id: "t1", departure: "2026-10-12", boat: { name: "MV Sea Mantra", slug: "mv-sea-mantra" } },
  status: "approved",
  reply: null,
  repliedAt: null,
  createdAt: "2026-10-20T03:00:00.000Z",
  shown: { flagUrl: null, tripMonth: "October 2026", repliedOn: null },
};

const summary: RatingSummary = {
  average: 4.5,
  reviewCount: 2,
  distribution: { 1: 0, 2: 0, 3: 0, 4: 1, 5: 1 },
};

describe("reviews in JSON-LD", () => {
  it("rates with an AggregateRating on the 1–5 scale and lists each Review by the author's first name", () => {
    expect(ratingJsonLd(summary, [review])).toEqual({
      aggregateRating: {
        "@type": "AggregateRating",
        ratingValue: 4.5,
        reviewCount: 2,
        bestRating: 5,
        worstRating: 1,
      },
      review: [
        {
          "@type": "Review",
          name: "Mantas </script> at Koh Bon",
          reviewBody: "Line one\nLine two",
          datePublished: "2026-10-20",
          author: { "@type": "Person", name: "Anna" },
          reviewRating: { "@type": "Rating", ratingValue: 4, bestRating: 5, worstRating: 1 },
        },
      ],
    });
  });

  it("gives no rating at all while there is no approved review (an empty AggregateRating is invalid)", () => {
    const none: RatingSummary = { average: null, reviewCount: 0, distribution: summary.distribution };
    expect(ratingJsonLd(none, [])).toEqual({});
  });
});

describe("reviews as the screens word them", () => {
  it("names the month of the trip in Bangkok and the stars in words", () => {
    expect(tripMonth("2026-10-12")).toBe("October 2026");
    expect(tripMonth("2027-01-01")).toBe("January 2027");
    expect(starsText(1)).toBe("1 star");
    expect(starsText(4)).toBe("4 stars");
  });
});
