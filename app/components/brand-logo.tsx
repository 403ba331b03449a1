import { Link } from "react-router";

/** The brand mark: sun over the Andaman Sea, in a disc. Decorative; the link around it is named. */
export function BrandMark({ size = 40 }: { size?: number }) {
  return (
    <svg
      className="brand-mark"
      width={size}
      height={size}
      viewBox="0 0 40 40"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="20" cy="20" r="19" fill="#14b8a6" />
      <circle cx="25.5" cy="12" r="4.2" fill="#fcd9a0" />
      <path
        d="M5 19.5q3.75-2.6 7.5 0t7.5 0t7.5 0t7.5 0"
        fill="none"
        stroke="#ffffff"
        strokeWidth="1.8"
        strokeLinecap="round"
      />
      <path d="M1.67 25q4.58-3.6 9.17 0t9.17 0t9.16 0t9.16 0A19 19 0 0 1 1.67 25z" fill="#0b2545" />
    </svg>
  );
}

/** Logo linking home: the mark and the brand text (hidden on narrow screens, spec §2 Header). */
export function BrandLogo({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Link to="/" className="brand" aria-label="Andaman Liveaboards, home" onClick={onNavigate}>
      <BrandMark />
      <span className="brand-text" aria-hidden="true">
        Andaman <span className="brand-text-accent">Liveaboards</span>
      </span>
    </Link>
  );
}
