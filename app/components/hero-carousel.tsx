/**
 * The home page's hero: its pictures as slides behind the title (spec §4: "Slides change on a swipe or
 * scroll of 50 px"). Rendered on the server with the first picture showing (the page's LCP image, at
 * high priority); the slides move with Embla (embla-carousel), loaded when a visitor first comes near the
 * hero (pointer, touch or keyboard focus), so the first screen's JavaScript stays small.
 *
 * - A swipe (touch, pen or mouse drag) of 50 px sideways, or 50 px of sideways wheel or trackpad
 *   scrolling, changes the slide (app/lib/slide-gesture.ts); mostly vertical gestures scroll the page.
 * - Keyboard: "Previous" and "Next" buttons and one button per slide, in the tab order; the left and
 *   right arrow keys move between slides while focus is on them. The pictures not showing are hidden
 *   from assistive technology; the slide in view is announced politely.
 * - Reduced motion: slides change without the sliding animation.
 * - One picture (or none): no controls, nothing loaded.
 * - Only the first slide's picture is in the server's HTML. The others are added once the page has
 *   hydrated (when the browser is next idle, or at once when a visitor reaches for the slides): as lazy
 *   pictures beside the first they were still fetched at once, on a phone two 1280 px files that shared
 *   the first screen's slow link with its fonts, stylesheet and heading (docs/performance.md).
 */
import type { EmblaCarouselType } from "embla-carousel";
import { type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import type { StoredImage } from "../../core/images/stored-image.ts";
import { swipeStep, wheelStep, wrapIndex } from "../lib/slide-gesture.ts";
import { ArrowRightIcon } from "./icons.tsx";
import { StoredImg } from "./stored-image.tsx";

const reducedMotion = () =>
  typeof window !== "undefined" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;

export function HeroCarousel({
  slides,
  labelledBy,
  children,
  footer,
}: {
  slides: readonly StoredImage[];
  /** The id of the hero's heading. */
  labelledBy: string;
  /** The title, text and buttons over the pictures. */
  children: ReactNode;
  /** What sits under the controls (the facts line). */
  footer?: ReactNode;
}) {
  const count = slides.length;
  const [selected, setSelected] = useState(0);
  /** Embla's module could not be loaded: the slides jump by CSS instead. */
  const [withoutEmbla, setWithoutEmbla] = useState(false);
  const selectedRef = useRef(selected);
  const viewport = useRef<HTMLDivElement>(null);
  const embla = useRef<EmblaCarouselType | null>(null);
  const loading = useRef<Promise<EmblaCarouselType | null> | null>(null);
  const gesture = useRef<{ x: number; y: number; id: number } | null>(null);
  const wheelSum = useRef(0);
  /** Whether the slides not showing have their pictures yet (see above). */
  const [allPictures, setAllPictures] = useState(false);
  useEffect(() => {
    if (count < 2) return;
    if (typeof window.requestIdleCallback !== "function") {
      const timer = setTimeout(() => setAllPictures(true), 200);
      return () => clearTimeout(timer);
    }
    const idle = window.requestIdleCallback(() => setAllPictures(true), { timeout: 2000 });
    return () => window.cancelIdleCallback(idle);
  }, [count]);

  /** Embla, loaded once; null if its module could not be loaded (the slides then jump by CSS). */
  const carousel = useCallback(() => {
    setAllPictures(true);
    loading.current ??= import("embla-carousel")
      .then(({ default: EmblaCarousel }) => {
        if (!viewport.current) return null;
        const api = EmblaCarousel(viewport.current, {
          loop: true,
          watchDrag: false,
          duration: 28,
          startIndex: selectedRef.current,
        });
        api.on("select", () => setSelected(api.selectedScrollSnap()));
        embla.current = api;
        return api;
      })
      .catch(() => {
        setWithoutEmbla(true);
        return null;
      });
    return loading.current;
  }, []);
  useEffect(() => {
    selectedRef.current = selected;
  }, [selected]);
  useEffect(() => () => embla.current?.destroy(), []);

  const show = useCallback(
    (target: number) => {
      const index = wrapIndex(target, 0, count);
      void carousel().then((api) => {
        if (api) api.scrollTo(index, reducedMotion());
        else setSelected(index);
      });
    },
    [carousel, count],
  );
  const step = (by: number) => show(wrapIndex(selectedRef.current, by, count));

  if (count === 0) {
    return (
      <section className="home-hero on-dark" aria-labelledby={labelledBy}>
        <div className="home-hero-scrim" aria-hidden="true" />
        {children}
        {footer}
      </section>
    );
  }

  const several = count > 1;
  const warm = several ? () => void carousel() : undefined;
  return (
    <section
      className="home-hero on-dark"
      aria-labelledby={labelledBy}
      onPointerEnter={warm}
      onTouchStart={warm}
      onFocus={warm}
      onPointerDown={
        several
          ? (event) => {
              if (event.button === 0)
                gesture.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
            }
          : undefined
      }
      onPointerUp={
        several
          ? (event) => {
              const start = gesture.current;
              gesture.current = null;
              if (!start || start.id !== event.pointerId) return;
              const by = swipeStep(event.clientX - start.x, event.clientY - start.y);
              if (by !== 0) step(by);
            }
          : undefined
      }
      onPointerCancel={() => (gesture.current = null)}
      onWheel={
        several
          ? (event) => {
              if (Math.abs(event.deltaX) <= Math.abs(event.deltaY)) return;
              const next = wheelStep(wheelSum.current, event.deltaX);
              wheelSum.current = next.sum;
              if (next.step !== 0) step(next.step);
            }
          : undefined
      }
    >
      <div
        className="hero-slides"
        ref={viewport}
        id="hero-slides"
        role={several ? "group" : undefined}
        aria-roledescription={several ? "carousel" : undefined}
        aria-label={several ? "Pictures" : undefined}
      >
        <div
          className="hero-slides-track"
          aria-live={several ? "polite" : undefined}
          style={withoutEmbla ? { transform: `translateX(${-selected * 100}%)` } : undefined}
        >
          {slides.map((image, index) => (
            <div
              key={image.id}
              className="hero-slide"
              role={several ? "group" : undefined}
              aria-roledescription={several ? "slide" : undefined}
              aria-label={several ? `${index + 1} of ${count}` : undefined}
              aria-hidden={index === selected ? undefined : true}
              data-slide={index}
            >
              {index === 0 || allPictures ? (
                <StoredImg image={image} className="home-hero-image" priority={index === 0} sizes="100vw" />
              ) : null}
            </div>
          ))}
        </div>
      </div>
      <div className="home-hero-scrim" aria-hidden="true" />
      {children}
      {several ? (
        <div
          className="container hero-slides-controls"
          onKeyDown={(event) => {
            if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
            event.preventDefault();
            step(event.key === "ArrowRight" ? 1 : -1);
          }}
        >
          <button
            type="button"
            className="hero-slides-arrow hero-slides-previous"
            aria-controls="hero-slides"
            onClick={() => step(-1)}
          >
            <ArrowRightIcon size={18} />
            <span className="visually-hidden">Previous picture</span>
          </button>
          <ul className="hero-slides-dots">
            {slides.map((image, index) => (
              <li key={image.id}>
                <button
                  type="button"
                  className="hero-slides-dot"
                  aria-controls="hero-slides"
                  aria-current={index === selected ? "true" : undefined}
                  onClick={() => show(index)}
                >
                  <span className="visually-hidden">
                    Picture {index + 1} of {count}
                    {image.alt ? `: ${image.alt}` : ""}
                  </span>
                </button>
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="hero-slides-arrow"
            aria-controls="hero-slides"
            onClick={() => step(1)}
          >
            <ArrowRightIcon size={18} />
            <span className="visually-hidden">Next picture</span>
          </button>
        </div>
      ) : null}
      {footer}
    </section>
  );
}
