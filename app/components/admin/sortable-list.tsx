/**
 * A list whose items the admin reorders by dragging a handle, or by keyboard: focus the handle, press
 * Space or Enter to pick the item up, the arrow keys to move it, Space or Enter to drop it, Escape to
 * put it back (dnd-kit's sortable preset, which also announces each step to screen readers).
 */
import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import {
  arrayMove,
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import type { ReactNode } from "react";

/** What an item's body gets: the handle to drag or move it by. */
export type SortableHandle = ReactNode;

export function SortableList<T>({
  items,
  idOf,
  labelOf,
  onReorder,
  renderItem,
  layout = "list",
  className,
}: {
  items: readonly T[];
  /** A stable id of each item (not its place). */
  idOf: (item: T) => string;
  /** What the handle says, e.g. "Move cabin Deluxe". */
  labelOf: (item: T, index: number) => string;
  onReorder: (next: T[]) => void;
  renderItem: (item: T, index: number, handle: SortableHandle) => ReactNode;
  /** A grid of pictures moves in two directions. */
  layout?: "list" | "grid";
  className?: string;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map(idOf);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from >= 0 && to >= 0) onReorder(arrayMove([...items], from, to));
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext
        items={ids}
        strategy={layout === "grid" ? rectSortingStrategy : verticalListSortingStrategy}
      >
        <ol className={className ?? "sortable-list"}>
          {items.map((item, index) => (
            <SortableItem key={ids[index]} id={ids[index]!} label={labelOf(item, index)}>
              {(handle) => renderItem(item, index, handle)}
            </SortableItem>
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function SortableItem({
  id,
  label,
  children,
}: {
  id: string;
  label: string;
  children: (handle: SortableHandle) => ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id });
  const handle = (
    <button
      type="button"
      className="sortable-handle"
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      aria-label={label}
      aria-roledescription="sortable item handle"
    >
      <span aria-hidden="true">⠿</span>
    </button>
  );
  return (
    <li
      ref={setNodeRef}
      className="sortable-item"
      data-dragging={isDragging || undefined}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      {children(handle)}
    </li>
  );
}
