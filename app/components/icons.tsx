/**
 * Inline SVG icons (24 × 24, drawn with currentColor). Decorative: hidden from assistive technology;
 * the control that holds one carries the accessible name.
 */
import type { SVGProps } from "react";

type IconProps = Omit<SVGProps<SVGSVGElement>, "children"> & { size?: number };

/** One stroke of an icon: a path's `d`, a circle or a (rounded) rectangle, in the 24 × 24 box. */
type IconShape =
  | string
  | { circle: { cx: number; cy: number; r: number } }
  | { rect: { x: number; y: number; width: number; height: number; rx: number } };

function Shape({ shape }: { shape: IconShape }) {
  if (typeof shape === "string") return <path d={shape} />;
  if ("circle" in shape) return <circle {...shape.circle} />;
  return <rect {...shape.rect} />;
}

/** An icon component drawing `shapes` in order: every icon shares the one frame and stroke. */
function icon(shapes: readonly IconShape[]) {
  return function Icon({ size = 20, ...props }: IconProps) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.8}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        {...props}
      >
        {shapes.map((shape, index) => (
          <Shape key={index} shape={shape} />
        ))}
      </svg>
    );
  };
}

export const MenuIcon = icon(["M4 7h16M4 12h16M4 17h10"]);
export const CloseIcon = icon(["M6 6l12 12M18 6L6 18"]);
export const ChevronDownIcon = icon(["M6 9l6 6 6-6"]);
export const ArrowRightIcon = icon(["M5 12h14M13 6l6 6-6 6"]);
export const ArrowUpIcon = icon(["M12 19V5M6 11l6-6 6 6"]);
export const PhoneIcon = icon([
  "M5 4h3.5l1.6 4-2.2 1.4a11 11 0 0 0 6.7 6.7l1.4-2.2 4 1.6V19a2 2 0 0 1-2 2A17 17 0 0 1 3 6a2 2 0 0 1 2-2z",
]);
export const MailIcon = icon([
  { rect: { x: 3, y: 5, width: 18, height: 14, rx: 2 } },
  "M3.5 6.5L12 13l8.5-6.5",
]);
export const ChatIcon = icon(["M4 5h16v11H9l-5 4z", "M8 10h8M8 13h5"]);
export const WhatsAppIcon = icon([
  "M3.5 20.5l1.3-4.2A8.5 8.5 0 1 1 8 19.4z",
  "M9 8.5c0 3.5 3 6.5 6.5 6.5l1-1.6-2-1-1 .9a5 5 0 0 1-2.8-2.8l.9-1-1-2z",
]);
export const MapPinIcon = icon([
  "M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z",
  { circle: { cx: 12, cy: 9.5, r: 2.5 } },
]);
export const CartIcon = icon([
  "M5 8h14l-1.2 11.1a2 2 0 0 1-2 1.9H8.2a2 2 0 0 1-2-1.9z",
  "M9 8V6.5a3 3 0 0 1 6 0V8",
]);
export const UserIcon = icon([{ circle: { cx: 12, cy: 8, r: 4 } }, "M4 21a8 8 0 0 1 16 0"]);
export const InfoIcon = icon([{ circle: { cx: 12, cy: 12, r: 9 } }, "M12 11v6M12 7.5v.01"]);
export const SuccessIcon = icon([{ circle: { cx: 12, cy: 12, r: 9 } }, "M8 12.5l2.7 2.7L16 9.8"]);
export const WarningIcon = icon(["M12 3.5L2.5 20h19z", "M12 10v4.5M12 17.3v.01"]);
export const FacebookIcon = icon([
  "M14 8h3V4h-3a4 4 0 0 0-4 4v3H7v4h3v6h4v-6h3l1-4h-4V8.5a.5.5 0 0 1 .5-.5z",
]);
export const YouTubeIcon = icon([
  { rect: { x: 2.5, y: 5.5, width: 19, height: 13, rx: 4 } },
  "M10 9.2v5.6l5-2.8z",
]);
export const InstagramIcon = icon([
  { rect: { x: 3.5, y: 3.5, width: 17, height: 17, rx: 5 } },
  { circle: { cx: 12, cy: 12, r: 4 } },
  "M17 7v.01",
]);
export const GlobeIcon = icon([
  { circle: { cx: 12, cy: 12, r: 9 } },
  "M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18",
]);
export const DepthIcon = icon(["M12 3v14M7 12l5 5 5-5", "M3 21h18"]);
export const LevelIcon = icon(["M5 20v-5M10 20v-9M15 20V8M20 20V4"]);
export const ClockIcon = icon([{ circle: { cx: 12, cy: 12, r: 9 } }, "M12 7v5l3.5 2"]);
export const UsersIcon = icon([
  { circle: { cx: 9, cy: 8, r: 3.5 } },
  "M2.5 20a6.5 6.5 0 0 1 13 0",
  "M16 4.8a3.5 3.5 0 0 1 0 6.4M18 14.5a6.5 6.5 0 0 1 3.5 5.5",
]);
export const BedIcon = icon([
  "M3 19V6M3 15h18v4M21 15v-3a3 3 0 0 0-3-3h-7v6",
  { circle: { cx: 7, cy: 11, r: 2 } },
]);
export const AwardIcon = icon([{ circle: { cx: 12, cy: 9, r: 6 } }, "M8.5 14l-1.5 7 5-3 5 3-1.5-7"]);
export const CalendarIcon = icon([
  { rect: { x: 3.5, y: 5, width: 17, height: 15, rx: 2 } },
  "M3.5 10h17M8 3v4M16 3v4",
]);
export const WaveIcon = icon([
  "M2 9c2.5 0 2.5-2 5-2s2.5 2 5 2 2.5-2 5-2 2.5 2 5 2",
  "M2 15c2.5 0 2.5-2 5-2s2.5 2 5 2 2.5-2 5-2 2.5 2 5 2",
]);
