import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type ChangeEvent, type FocusEvent, type KeyboardEvent, type MouseEvent } from 'react';
import type { CampoProps, Nivel, Place } from '../types.js';

/** One choice of a combobox: a place, and what tells it apart (its parents, the city it was found by). */
export interface Option {
  place: Place;
  /** Its level, where a list mixes them. */
  nivel?: Nivel;
  detail?: string;
}

/** What a combobox lists for a text, and what to announce of it. */
export interface Listing {
  options: readonly Option[];
  /** Read to screen readers (politely) while the list is open, and shown when it lists nothing. */
  status: string;
  /** Shown under the options (that more match than are listed, say). */
  note?: string;
}

export interface ComboboxParams {
  label: string;
  /** The text the box shows for its choice. */
  shown: string;
  /** Changes when the choice changes: what was typed for another choice is dropped. */
  choiceKey: string;
  /** What to list for a text (`''` while nothing is typed). Keep it stable (useCallback): it runs on every key. */
  list: (text: string) => Listing;
  onChoose: (option: Option | null) => void;
  /** The box took focus or opened: load what it lists. */
  onNeed: () => void;
  /** Whether focus or a click opens the list before anything is typed. */
  openOnEmpty: boolean;
  clearLabel: string;
  /** The browser's message while something is typed and nothing chosen in a required box. */
  chooseMessage: string;
  required?: boolean;
  disabled?: boolean;
  /** The chosen place's id: a list opened with nothing typed marks it, in view. */
  chosen?: string;
  /** The input's own attributes (its id, placeholder, ARIA state), over the ones above; only those given are set. */
  inputProps?: CampoProps;
  /** Focus left the box. */
  onBlur?: (event: FocusEvent<HTMLInputElement> | undefined) => void;
  /** The browser's message while the choice itself is not acceptable (`''` or absent: it is). */
  invalid?: string;
}

const CLOSED: Listing = { options: [], status: '' };
// The active option when the list opens upwards: the last, whatever the count.
const LAST = Infinity;
// The active option when the list opens on its choice: the chosen one, where it is listed.
const CHOSEN = -2;
const preventBlur = (event: MouseEvent) => event.preventDefault();
// Before the paint in a browser (a layout read there is the one the paint needs anyway); on a
// server, where layout effects do not run, the plain effect keeps React 18 from warning.
const useLayoutEffectOnClient = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/**
 * One combobox as WAI-ARIA 1.2 describes it (an editable box with a listbox popup, list
 * autocomplete with automatic selection): typing filters and marks the first option, arrows,
 * Home/End move, Enter and Tab choose, Escape closes (or, closed, clears). Focus stays in the box;
 * the active option is `aria-activedescendant`. Returns the state and prop getters to draw it with.
 */
export function useCombobox(params: ComboboxParams) {
  const { label, shown, choiceKey, list, onChoose, onNeed, openOnEmpty, clearLabel, chooseMessage, chosen, inputProps, invalid = '' } = params;
  const required = Boolean(inputProps?.required ?? params.required);
  const disabled = Boolean(inputProps?.disabled ?? params.disabled);
  const base = useId();
  const ids = { label: `${base}l`, input: inputProps?.id ?? `${base}i`, listbox: `${base}b`, status: `${base}s` };
  const optionId = (option: Option) => `${base}o${option.place.id}`;
  const [typed, setTyped] = useState<{ text: string; key: string } | null>(null);
  const [open, setOpen] = useState(false);
  // Once opened, the list keeps its options while closed (its listbox hidden): opening it again
  // only shows them, rather than building every option anew.
  const [opened, setOpened] = useState(false);
  const [active, setActive] = useState(-1);
  const input = useRef<HTMLInputElement | null>(null);

  const text = typed && typed.key === choiceKey ? typed.text : null;
  const listing = useMemo(() => (opened ? list(text ?? '') : CLOSED), [opened, text, list]);
  const { options } = listing;
  const expanded = open && options.length > 0;
  const activeIndex = !expanded ? -1 : active === CHOSEN ? options.findIndex((option) => option.place.id === chosen) : Math.min(active, options.length - 1);

  const activeId = activeIndex >= 0 ? optionId(options[activeIndex]!) : undefined;
  // The list scrolls only when asked to: measuring it on every key would cost a layout each time.
  const listbox = useRef<HTMLUListElement | null>(null);
  const reveal = useRef(false);
  const scrolled = useRef(false);
  useLayoutEffectOnClient(() => {
    if (!reveal.current || !activeId) return;
    reveal.current = false;
    document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);
  // A list scrolled starts again from its top once the text changes (not when the same text is
  // listed again, the search having loaded, which would scroll a choice just revealed away).
  useLayoutEffectOnClient(() => {
    if (!scrolled.current || !listbox.current) return;
    scrolled.current = false;
    listbox.current.scrollTop = 0;
  }, [text]);
  useEffect(() => {
    input.current?.setCustomValidity(required && text ? chooseMessage : invalid);
  }, [required, text, chooseMessage, invalid]);

  const show = (index: number) => {
    if (!open) onNeed();
    setOpen(true);
    setOpened(true);
    setActive(index);
  };
  const close = () => {
    setOpen(false);
    setTyped(null);
    setActive(-1);
  };
  const choose = (option: Option | null) => {
    close();
    onChoose(option);
  };
  // Clicks and moves over the options are handled by the listbox, so that an option's props are
  // plain values: a row drawn once is not drawn again until its own values change.
  const pointed = (event: MouseEvent) => {
    const id = (event.target as Element).closest('[role=option]')?.id;
    return options.findIndex((option) => optionId(option) === id);
  };
  const move = (step: number) => {
    const count = options.length;
    reveal.current = true;
    setActive(activeIndex < 0 ? (step > 0 ? 0 : count - 1) : (activeIndex + step + count) % count);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    const { key, altKey } = event;
    const consume = () => event.preventDefault();
    if (key === 'ArrowDown' || key === 'ArrowUp') {
      consume();
      reveal.current = true;
      if (altKey) return key === 'ArrowDown' ? show(expanded ? activeIndex : CHOSEN) : close();
      if (!expanded) return show(key === 'ArrowDown' ? 0 : LAST);
      move(key === 'ArrowDown' ? 1 : -1);
    } else if ((key === 'Home' || key === 'End') && expanded) {
      consume();
      reveal.current = true;
      setActive(key === 'Home' ? 0 : options.length - 1);
    } else if (key === 'Enter' && open) {
      consume();
      if (activeIndex >= 0) choose(options[activeIndex]);
      else setOpen(false);
    } else if (key === 'Escape' && (open || text !== null || shown)) {
      consume();
      if (open) close();
      else choose(null);
    } else if (key === 'Tab' && activeIndex >= 0 && text) {
      choose(options[activeIndex]);
    }
  };

  return {
    label,
    inputValue: text ?? shown,
    isOpen: expanded,
    activeIndex,
    options,
    status: open ? listing.status : '',
    /** What to show in place of, or under, the options while the list is open. */
    note: open ? (options.length === 0 ? listing.status : (listing.note ?? '')) : '',
    /** What was typed and not chosen, or `null` while the box shows its choice. */
    typed: text,
    choose,
    // A click on the label focuses the box without opening its list (as it would click the box).
    getLabelProps: () => ({
      id: ids.label,
      htmlFor: ids.input,
      onClick: (event: MouseEvent) => {
        event.preventDefault();
        input.current?.focus();
      },
    }),
    getInputProps: () => ({
      ...inputProps,
      id: ids.input,
      ref: input,
      type: 'text' as const,
      role: 'combobox' as const,
      value: text ?? shown,
      autoComplete: 'off',
      spellCheck: false,
      disabled,
      required,
      'aria-autocomplete': 'list' as const,
      'aria-expanded': expanded,
      'aria-controls': ids.listbox,
      'aria-activedescendant': activeId,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        const value = event.target.value;
        setTyped({ text: value, key: choiceKey });
        show(value.trim() === '' ? -1 : 0);
        if (value.trim() === '' && !openOnEmpty) setOpen(false);
      },
      onKeyDown,
      onFocus: onNeed,
      onClick: () => {
        if (openOnEmpty && !open) {
          reveal.current = true;
          show(CHOSEN);
        }
      },
      // (Without an event too: a UI kit's own handler may call it bare.)
      onBlur: (event?: FocusEvent<HTMLInputElement>) => {
        if (text !== null && text.trim() === '' && shown) choose(null);
        else close();
        // Left, the box shows a long name from its start (typing had scrolled it to its end).
        if (input.current) input.current.scrollLeft = 0;
        params.onBlur?.(event);
      },
    }),
    getListboxProps: () => ({
      id: ids.listbox,
      ref: listbox,
      role: 'listbox' as const,
      'aria-labelledby': ids.label,
      hidden: !expanded,
      onMouseDown: preventBlur,
      onScroll: () => void (scrolled.current = true),
      onClick: (event: MouseEvent) => {
        const index = pointed(event);
        if (index >= 0) choose(options[index]);
      },
      onMouseMove: (event: MouseEvent) => {
        const index = pointed(event);
        if (index >= 0 && index !== activeIndex) setActive(index);
      },
    }),
    getOptionProps: (index: number) => ({
      id: optionId(options[index]!),
      role: 'option' as const,
      'aria-selected': index === activeIndex,
    }),
    getClearButtonProps: () => ({
      type: 'button' as const,
      'aria-label': clearLabel,
      tabIndex: -1,
      disabled,
      hidden: !shown && !text,
      onMouseDown: preventBlur,
      onClick: () => {
        choose(null);
        input.current?.focus();
      },
    }),
    getStatusProps: () => ({ id: ids.status, role: 'status' as const, 'aria-live': 'polite' as const, 'aria-atomic': true }),
  };
}

/** What `useCombobox` returns: one field's state and prop getters. */
export type ComboboxField = ReturnType<typeof useCombobox>;
