/**
 * A simple drawing of one cabin's berths (cabin types "with berths and layout"): one
 * bed for one berth, a double or twin for two, bunks for more; the text alternative says the same.
 */
export function cabinLayoutText(berths: number): string {
  if (berths <= 1) return "A single berth";
  if (berths === 2) return "Two berths side by side";
  return `${berths} berths in ${Math.ceil(berths / 2)} bunks`;
}

export function CabinLayout({ berths }: { berths: number }) {
  const beds = Math.max(1, berths);
  const columns = beds <= 2 ? beds : Math.ceil(beds / 2);
  const rows = beds <= 2 ? 1 : 2;
  const width = columns * 34 + 14;
  const height = rows * 22 + 14;
  return (
    <svg
      className="cabin-layout"
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
      role="img"
      aria-label={cabinLayoutText(beds)}
    >
      <rect
        x="1"
        y="1"
        width={width - 2}
        height={height - 2}
        rx="6"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
      {Array.from({ length: beds }, (_, index) => {
        const column = beds <= 2 ? index : Math.floor(index / 2);
        const row = beds <= 2 ? 0 : index % 2;
        return (
          <g key={index} transform={`translate(${8 + column * 34} ${8 + row * 22})`}>
            <rect width="28" height="18" rx="3" fill="currentColor" opacity="0.18" />
            <rect x="2" y="3" width="7" height="12" rx="2" fill="currentColor" opacity="0.45" />
          </g>
        );
      })}
    </svg>
  );
}
