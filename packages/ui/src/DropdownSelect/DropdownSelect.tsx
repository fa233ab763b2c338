'use client';

import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { classNames } from '../private/classNames.ts';
import * as styles from './DropdownSelect.css.ts';
import { filterOptions, moveHighlight, type SelectOption } from './filterOptions.ts';

export interface DropdownSelectProps<Id extends string = string> {
  /** Visible label naming the choice. */
  label: string;
  options: readonly SelectOption<Id>[];
  /** The chosen option's id; `null` shows the placeholder. */
  value: Id | null;
  /** Called with the chosen option's id. */
  onChange: (id: Id) => void;
  /** Shown on the closed select when nothing is chosen. */
  placeholder: string;
  /** Accessible name of the filter box inside the open select. */
  filterLabel: string;
  filterPlaceholder?: string;
  /** Shown when no option matches the filter text. */
  noOptionsText: string;
  /** Locale for case-insensitive matching of the filter text (e.g. Turkish dotted i). */
  locale?: string;
  disabled?: boolean;
  /** Validation message; marks the select invalid. */
  error?: string;
  className?: string;
}

/**
 * A select with a filter box, following the ARIA 1.2 combobox pattern: the filter input is the
 * combobox, the highlighted option is exposed through `aria-activedescendant` so focus never
 * leaves the input while the arrow keys move through the list.
 */
export function DropdownSelect<Id extends string = string>({
  label,
  options,
  value,
  onChange,
  placeholder,
  filterLabel,
  filterPlaceholder,
  noOptionsText,
  locale,
  disabled = false,
  error,
  className,
}: DropdownSelectProps<Id>) {
  const baseId = useId();
  const labelId = `${baseId}-label`;
  const valueId = `${baseId}-value`;
  const listboxId = `${baseId}-listbox`;
  const errorId = `${baseId}-error`;
  const optionId = (index: number) => `${baseId}-option-${index}`;

  const [open, setOpen] = useState(false);
  const [filter, setFilter] = useState('');
  const [highlight, setHighlight] = useState<number | null>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const filterRef = useRef<HTMLInputElement>(null);
  const listboxRef = useRef<HTMLUListElement>(null);

  const visibleOptions = filterOptions(options, filter, locale);
  const chosen = options.find((option) => option.id === value);

  useEffect(() => {
    if (open) filterRef.current?.focus();
  }, [open]);

  useEffect(() => {
    if (highlight === null) return;
    const element = listboxRef.current?.querySelector<HTMLElement>(`[id="${optionId(highlight)}"]`);
    // jsdom has no layout and no scrollIntoView.
    element?.scrollIntoView?.({ block: 'nearest' });
  });

  function openList() {
    if (disabled) return;
    const chosenIndex = options.findIndex((option) => option.id === value);
    setFilter('');
    setHighlight(options.length === 0 ? null : Math.max(chosenIndex, 0));
    setOpen(true);
  }

  function closeList({ returnFocus }: { returnFocus: boolean }) {
    setOpen(false);
    setFilter('');
    setHighlight(null);
    if (returnFocus) triggerRef.current?.focus();
  }

  function choose(option: SelectOption<Id>) {
    closeList({ returnFocus: true });
    onChange(option.id);
  }

  function changeFilter(next: string) {
    setFilter(next);
    setHighlight(filterOptions(options, next, locale).length === 0 ? null : 0);
  }

  function onFilterKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        setHighlight(moveHighlight(highlight, event.key === 'ArrowDown' ? 1 : -1, visibleOptions.length));
        break;
      }
      case 'Enter': {
        // Never submits the surrounding form, whether or not an option is highlighted.
        event.preventDefault();
        const option = highlight === null ? undefined : visibleOptions[highlight];
        if (option) choose(option);
        break;
      }
      case 'Escape': {
        // Handled here so a surrounding modal stays open.
        event.preventDefault();
        event.stopPropagation();
        closeList({ returnFocus: true });
        break;
      }
      case 'Tab':
        closeList({ returnFocus: false });
        break;
    }
  }

  function onTriggerKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openList();
    }
  }

  function onRootBlur(event: FocusEvent<HTMLDivElement>) {
    if (open && !event.currentTarget.contains(event.relatedTarget)) {
      closeList({ returnFocus: false });
    }
  }

  const activeDescendant = open && highlight !== null && visibleOptions[highlight] ? optionId(highlight) : undefined;

  return (
    <div className={classNames(styles.root, className)} onBlur={onRootBlur}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <button
        ref={triggerRef}
        type="button"
        className={styles.trigger({ invalid: Boolean(error) })}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listboxId : undefined}
        aria-labelledby={`${labelId} ${valueId}`}
        aria-describedby={error ? errorId : undefined}
        aria-invalid={error ? true : undefined}
        disabled={disabled}
        onClick={() => (open ? closeList({ returnFocus: true }) : openList())}
        onKeyDown={onTriggerKeyDown}
      >
        {chosen?.icon && (
          <span className={styles.optionIcon} aria-hidden="true">
            {chosen.icon}
          </span>
        )}
        <span id={valueId} className={classNames(styles.triggerValue, !chosen && styles.placeholder)} lang={chosen?.lang}>
          {chosen ? chosen.label : placeholder}
        </span>
        <span className={styles.chevron} aria-hidden="true" />
      </button>
      {open && (
        <div className={styles.popup}>
          <input
            ref={filterRef}
            type="text"
            role="combobox"
            className={styles.filter}
            aria-label={filterLabel}
            aria-expanded="true"
            aria-controls={listboxId}
            aria-autocomplete="list"
            aria-activedescendant={activeDescendant}
            autoComplete="off"
            spellCheck={false}
            placeholder={filterPlaceholder}
            value={filter}
            onChange={(event) => changeFilter(event.target.value)}
            onKeyDown={onFilterKeyDown}
          />
          <ul ref={listboxRef} id={listboxId} role="listbox" aria-labelledby={labelId} className={styles.listbox}>
            {visibleOptions.map((option, index) => (
              <li
                key={option.id}
                id={optionId(index)}
                role="option"
                lang={option.lang}
                aria-selected={index === highlight}
                className={styles.option({ highlighted: index === highlight, current: option.id === value })}
                // Keeps focus in the filter box, so the list does not close on blur before the click lands.
                onMouseDown={(event) => event.preventDefault()}
                onMouseMove={() => setHighlight(index)}
                onClick={() => choose(option)}
              >
                {option.icon && (
                  <span className={styles.optionIcon} aria-hidden="true">
                    {option.icon}
                  </span>
                )}
                {option.label}
              </li>
            ))}
          </ul>
          {visibleOptions.length === 0 && (
            <p role="status" className={styles.noOptions}>
              {noOptionsText}
            </p>
          )}
        </div>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
