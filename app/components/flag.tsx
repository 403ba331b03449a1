import { flagUrl } from "../lib/flags.ts";

/** A country's flag, 20 px wide (4:3). Decorative: the country's name is always written beside it. */
export function Flag({ code }: { code: string | null | undefined }) {
  const src = flagUrl(code);
  if (!src) return <span className="flag flag-missing" aria-hidden="true" />;
  return <img className="flag" src={src} alt="" width={20} height={15} loading="lazy" decoding="async" />;
}
