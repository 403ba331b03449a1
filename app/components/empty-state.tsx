import type { ReactNode } from "react";
import { WaveIcon } from "./icons.tsx";

/** An honest "nothing here yet" block: what is missing and where to go instead. */
export function EmptyState({
  title,
  children,
  icon,
}: {
  title: string;
  children: ReactNode;
  icon?: ReactNode;
}) {
  return (
    <section className="empty-state" aria-labelledby="empty-state-title">
      <span className="empty-state-icon" aria-hidden="true">
        {icon ?? <WaveIcon size={26} />}
      </span>
      <h2 id="empty-state-title">{title}</h2>
      {children}
    </section>
  );
}
