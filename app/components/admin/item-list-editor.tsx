/**
 * An ordered list of sub-items in a catalogue form (a boat's details and cabins, features, a page's
 * list items and events): add, remove, and reorder by drag or keyboard. Each item's fields come from
 * `fields`; each field shows its own message (`cabins.0.price`). Removing an item changes the form
 * only: the list is saved with the form.
 */
import { type CatalogForm, type ListItem, newKey } from "../../lib/use-catalog-form.ts";
import { SelectField, TextAreaField, TextField } from "../form-field.tsx";
import { SortableList } from "./sortable-list.tsx";

export type ItemField = {
  name: string;
  label: string;
  /** "number" fields take a decimal keypad; "select" fields choose one of `options`. */
  type?: "text" | "textarea" | "number" | "select";
  hint?: string;
  options?: readonly { value: string; label: string }[];
};

export function ItemListEditor({
  form,
  list,
  title,
  noun,
  fields,
}: {
  form: CatalogForm;
  /** The list's field name (`cabins`). */
  list: string;
  title: string;
  /** One item, in sentences ("cabin type"). */
  noun: string;
  fields: readonly ItemField[];
}) {
  const items = form.values.lists[list] ?? [];
  const headingId = `${list}-title`;
  const nameOf = (item: ListItem, index: number) => item[fields[0]!.name]?.trim() || `${noun} ${index + 1}`;
  const update = (key: string, field: string, value: string) =>
    form.setList(
      list,
      items.map((item) => (item.key === key ? { ...item, [field]: value } : item)),
    );
  const add = () =>
    form.setList(list, [...items, { key: newKey(), ...Object.fromEntries(fields.map((f) => [f.name, ""])) }]);
  const listError = form.errorFor(list);
  return (
    <section className="form-card item-list" aria-labelledby={headingId}>
      <h2 id={headingId} className="panel-heading">
        {title}
      </h2>
      {listError ? <p className="field-error">{listError}</p> : null}
      {items.length === 0 ? <p className="field-hint">None yet.</p> : null}
      <SortableList
        items={items}
        idOf={(item) => item.key}
        labelOf={(item, index) => `Move ${nameOf(item, index)}`}
        onReorder={(next) => form.setList(list, next)}
        renderItem={(item, index, handle) => (
          <div className="item-card">
            <div className="item-card-head">
              {handle}
              <span className="item-card-title">{nameOf(item, index)}</span>
              <button
                type="button"
                className="button button-outline button-small"
                onClick={() =>
                  form.setList(
                    list,
                    items.filter((other) => other.key !== item.key),
                  )
                }
              >
                Remove<span className="visually-hidden"> {nameOf(item, index)}</span>
              </button>
            </div>
            <div className="item-card-fields">
              {fields.map((field) => {
                const path = `${list}.${index}.${field.name}`;
                const common = {
                  // Several items have a "Name": a screen reader hears which one.
                  label: (
                    <>
                      {field.label}
                      <span className="visually-hidden">
                        {" "}
                        of {noun} {index + 1}
                      </span>
                    </>
                  ),
                  name: `${list}-${index}-${field.name}`,
                  value: item[field.name] ?? "",
                  hint: field.hint,
                  error: form.errorFor(path),
                  onBlur: () => form.touch(path),
                };
                if (field.type === "select") {
                  return (
                    <SelectField
                      key={field.name}
                      options={field.options ?? []}
                      {...common}
                      onChange={(event) => update(item.key, field.name, event.target.value)}
                    />
                  );
                }
                return field.type === "textarea" ? (
                  <TextAreaField
                    key={field.name}
                    rows={3}
                    {...common}
                    onChange={(event) => update(item.key, field.name, event.target.value)}
                  />
                ) : (
                  <TextField
                    key={field.name}
                    inputMode={field.type === "number" ? "decimal" : undefined}
                    {...common}
                    onChange={(event) => update(item.key, field.name, event.target.value)}
                  />
                );
              })}
            </div>
          </div>
        )}
      />
      <button type="button" className="button button-outline" onClick={add}>
        Add {noun}
      </button>
    </section>
  );
}
