/**
 * Spec §2 Country picker: a searchable dropdown of countries with their flags (20 px wide). Opening or
 * closing it resets the search text; choosing one sets both `country` (its English name) and
 * `countryCode` (lowercase two letters).
 *
 * Behaviour: a Radix Popover (opens and closes on click, Escape and a click outside close it, focus
 * returns to the button). Inside, the ARIA combobox pattern: a search box (role="combobox") that
 * owns a listbox and points at the highlighted option with aria-activedescendant; ↑ ↓ Home End move,
 * Enter chooses. The popover is not portalled, so it stays inside a surrounding dialog (focus trap,
 * scroll lock). It opens below the button, or above when there is more room there, and stays on that
 * side with a fixed height while the list shrinks, so the search box never moves under the cursor.
 */
import { Popover } from "radix-ui";
import { type KeyboardEvent, useId, useRef, useState } from "react";
import { type Country, searchCountries } from "../lib/countries.ts";
import { Flag } from "./flag.tsx";
import { FieldMessages } from "./form-field.tsx";
import { ChevronDownIcon } from "./icons.tsx";

export type CountryValue = { country: string; countryCode: string };

export function CountryPicker({
  value,
  onChange,
  label = "Country",
  error,
  disabled,
  onLeave,
}: {
  value: CountryValue;
  onChange: (value: CountryValue) => void;
  label?: string;
  error?: string;
  /** Spec §4: "disabled prevents opening". */
  disabled?: boolean;
  /** Called when the list closes, chosen or not (a required picker then says if it is still empty). */
  onLeave?: () => void;
}) {
  const id = useId();
  const ids = {
    label: `${id}-label`,
    value: `${id}-value`,
    list: `${id}-list`,
    hint: `${id}-hint`,
    error: `${id}-error`,
    option: (code: string) => `${id}-option-${code}`,
  };
  const [open, setOpen] = useState(false);
  const [side, setSide] = useState<"top" | "bottom">("bottom");
  const trigger = useRef<HTMLButtonElement>(null);
  const [search, setSearch] = useState("");
  const [active, setActive] = useState(0);
  const searchBox = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLUListElement>(null);

  const matches = searchCountries(search);
  const activeCountry = matches[Math.min(active, matches.length - 1)];

  const toggle = (next: boolean) => {
    if (next && trigger.current) setSide(roomierSide(trigger.current));
    if (!next) onLeave?.();
    setOpen(next);
    setSearch("");
    setActive(selectedIndex(searchCountries(""), value.countryCode));
  };

  const choose = (country: Country) => {
    onChange({ country: country.name, countryCode: country.code });
    toggle(false);
  };

  const moveTo = (index: number) => {
    const next = Math.max(0, Math.min(index, matches.length - 1));
    setActive(next);
    const code = matches[next]?.code;
    if (code) document.getElementById(ids.option(code))?.scrollIntoView({ block: "nearest" });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const keys: Record<string, () => void> = {
      ArrowDown: () => moveTo(active + 1),
      ArrowUp: () => moveTo(active - 1),
      Home: () => moveTo(0),
      End: () => moveTo(matches.length - 1),
      PageDown: () => moveTo(active + 8),
      PageUp: () => moveTo(active - 8),
      Enter: () => {
        if (activeCountry) choose(activeCountry);
      },
    };
    const action = keys[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  const describedBy = error ? ids.error : undefined;
  return (
    <div className="field country-picker">
      <label id={ids.label} htmlFor={`${id}-trigger`} className="field-label">
        {label}
      </label>
      <Popover.Root open={open} onOpenChange={toggle}>
        <Popover.Trigger
          ref={trigger}
          id={`${id}-trigger`}
          className="field-input country-trigger"
          aria-labelledby={`${ids.label} ${ids.value}`}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          disabled={disabled}
        >
          {value.countryCode ? <Flag code={value.countryCode} /> : null}
          <span
            id={ids.value}
            className={value.country ? "country-value" : "country-value country-placeholder"}
          >
            {value.country || "Choose a country"}
          </span>
          <ChevronDownIcon size={18} className="country-chevron" />
        </Popover.Trigger>
        <Popover.Content
          className="country-popover"
          align="start"
          side={side}
          avoidCollisions={false}
          sideOffset={4}
          aria-label="Choose a country"
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            searchBox.current?.focus();
            const code = activeCountry?.code;
            if (code) document.getElementById(ids.option(code))?.scrollIntoView({ block: "nearest" });
          }}
        >
          <input
            ref={searchBox}
            className="field-input country-search"
            type="search"
            role="combobox"
            aria-label="Search countries"
            aria-expanded="true"
            aria-controls={ids.list}
            aria-autocomplete="list"
            aria-activedescendant={activeCountry ? ids.option(activeCountry.code) : undefined}
            autoComplete="off"
            placeholder="Search countries"
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setActive(0);
              list.current?.scrollTo({ top: 0 });
            }}
            onKeyDown={onKeyDown}
          />
          <ul ref={list} id={ids.list} role="listbox" aria-label="Countries" className="country-list">
            {matches.map((country, index) => (
              <li
                key={country.code}
                id={ids.option(country.code)}
                role="option"
                aria-selected={country.code === value.countryCode}
                data-active={index === active ? "true" : undefined}
                className="country-option"
                onPointerMove={() => {
                  if (index !== active) setActive(index);
                }}
                onClick={() => choose(country)}
              >
                <Flag code={country.code} />
                <span>{country.name}</span>
              </li>
            ))}
          </ul>
          {matches.length === 0 ? (
            <p className="country-empty" role="status">
              No country matches “{search}”.
            </p>
          ) : null}
        </Popover.Content>
      </Popover.Root>
      <FieldMessages error={error} errorId={ids.error} hintId={ids.hint} />
    </div>
  );
}

/** The list needs about 21rem: below the button when it fits there or there is more room below. */
function roomierSide(button: HTMLElement): "top" | "bottom" {
  const { top, bottom } = button.getBoundingClientRect();
  const below = window.innerHeight - bottom;
  return below >= 336 || below >= top ? "bottom" : "top";
}

function selectedIndex(countries: readonly Country[], code: string): number {
  const index = countries.findIndex((country) => country.code === code);
  return index < 0 ? 0 : index;
}
