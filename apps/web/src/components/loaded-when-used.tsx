import { ComboboxChevron, type ComboboxData, type ComboboxItem, type MantineStyleProp } from '@mantine/core';
import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type ComponentType,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { nextTask } from '../lib/next-task';

/** What every field drawn at rest is given: its props, and what the mechanism keeps while it is at rest. */
export interface AtRestProps<Props> {
  props: Props;
  /** The input's id: the field's own, or one made here, the same for the loaded field. */
  id: string;
  /** The field's error, or the failed load's. */
  error: ReactNode;
  /** What the input shows: what was typed since it was focused, else the value as text. */
  text: string | null;
  /**
   * What the field at rest's input is given, spread as it is (`<InputBase {...input} />`): its use
   * (focus, press, click, key) loads the picker and is handed to it, and its text is kept. A kind
   * that does more with the text typed calls `input.onChange` from its own.
   */
  input: AtRestInputProps;
}

/** The input's handlers of a field at rest; React's events bubble, so they may be given to an element around the input. */
export interface AtRestInputProps {
  onFocus: () => void;
  onBlur: () => void;
  onPointerDown: (event: PointerEvent<HTMLElement>) => void;
  onClick: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

interface FieldProps {
  id?: string | undefined;
  style?: MantineStyleProp | undefined;
  error?: ReactNode;
  disabled?: boolean | undefined;
}

/** The keys (`KeyboardEvent.code`) a list picker acts on to open, move, choose and close. */
export const LIST_KEYS = ['ArrowDown', 'ArrowUp', 'Enter', 'NumpadEnter', 'Escape'];

export interface LoadedWhenUsedOptions<Props> {
  /**
   * The keys (`KeyboardEvent.code`) the loaded field acts on: pressed while it loads, they are kept from
   * the page and given to it once loaded.
   */
  keys?: (props: Props) => readonly string[];
}

type Key = Pick<globalThis.KeyboardEvent, 'key' | 'code'>;

/** What the field at rest hands to the loaded one: whether it had focus or was clicked, the text typed and the keys pressed. */
interface HandOver {
  focused: boolean;
  clicked: boolean;
  text: string | null;
  keys: Key[];
}

const UNUSED: HandOver = { focused: false, clicked: false, text: null, keys: [] };

/** How the loaded picker is drawn until it takes the field's place. */
const HIDDEN = { display: 'none' } as const;

/** Sets an input's text as typing does, so that React's onChange (and the picker's search) sees it. */
function typeInto(input: HTMLInputElement, text: string) {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setValue?.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Gives the loaded field, focused, the click and the keys that the field at rest had, each in a task of
 * its own so that the picker has drawn what the one before changed.
 */
async function handTo(input: HTMLInputElement, given: HandOver) {
  await nextTask();
  if (given.clicked && document.activeElement === input) {
    input.click();
    await nextTask();
  }
  for (const { key, code } of given.keys) {
    if (document.activeElement !== input) return;
    input.dispatchEvent(new window.KeyboardEvent('keydown', { key, code, bubbles: true, cancelable: true }));
    await nextTask();
  }
}

/** Where a field is: at rest, its module loading, failed, loaded and drawn hidden, or in the field's place. */
type Stage = 'rest' | 'loading' | 'failed' | 'mounting' | 'loaded';

/**
 * A picker field (a Select, a MultiSelect, a date field) whose module loads the first time it is used,
 * not with its page (decision 035), as `loadedWhenOpened` does for dialogs. Until then `AtRest` draws
 * it with Mantine's own input parts as the picker draws itself closed (same label, description, error,
 * value, ids, role and states), without Combobox, Popover or the dates package. The first focus,
 * pointer press or key press loads it. Loaded, the picker is first drawn hidden beside the field at rest
 * (a Mantine list opened before the picker's own effects have run is never drawn), then, in the next
 * task, takes the field's place with the focus, the text typed meanwhile, the click and the picker's
 * keys pressed meanwhile: the focus never leaves the field (a press under way is let finish first, so
 * that its click is not lost). A failed load says so under the field and is tried again on the next
 * use. A disabled field never loads. Once loaded, a field of the kind drawn later is drawn loaded.
 * Each kind of field is a module of its own (`select-field`, `multi-select-field`, `date-field-when-used`)
 * sharing this one, so that a page loads only the kinds it draws.
 */
export function loadedWhenUsed<Props extends FieldProps>(
  load: () => Promise<ComponentType<Props>>,
  AtRest: ComponentType<AtRestProps<Props>>,
  { keys = () => [] }: LoadedWhenUsedOptions<Props> = {},
) {
  let Loaded: ComponentType<Props> | null = null;
  return function LoadedWhenUsed(props: Props) {
    const { t } = useTranslation();
    const ownId = useId();
    const id = props.id ?? ownId;
    const [stage, setStage] = useState<Stage>(Loaded ? 'loaded' : 'rest');
    const [text, setText] = useState<string | null>(null);
    const used = useRef<HandOver>({ ...UNUSED, keys: [] });
    const handOver = useRef<HandOver | null>(null);
    const loading = useRef(false);
    const pressed = useRef(false);
    const mounted = useRef(false);

    const takeOver = () => {
      if (!mounted.current || pressed.current) return;
      mounted.current = false;
      const atRest = document.getElementById(id);
      used.current.focused = atRest !== null && document.activeElement === atRest;
      // The record itself, not a copy: what is typed or pressed before React has drawn the loaded
      // picker in the field's place still joins the hand-over (a key typed then was lost: 'Uited
      // Kingdom'). A blur starts a new record, so it does not empty this one.
      handOver.current = used.current;
      setStage('loaded');
    };
    const startLoading = () => {
      if (props.disabled || loading.current) return;
      loading.current = true;
      if (Loaded) {
        setStage('mounting');
        return;
      }
      setStage('loading');
      load().then(
        (component) => {
          Loaded = component;
          setStage('mounting');
        },
        () => {
          loading.current = false;
          setStage('failed');
        },
      );
    };
    const released = () => {
      pressed.current = false;
      takeOver();
    };

    // Drawn hidden, the loaded picker takes over in the next task, once its own effects have run.
    useEffect(() => {
      if (stage !== 'mounting') return;
      const timer = setTimeout(() => {
        mounted.current = true;
        takeOver();
      }, 0);
      return () => clearTimeout(timer);
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [stage]);

    // In the same commit as the field at rest goes: the focus, then the text typed once React has
    // finished (so that it sees the input event, before the next key), then the click and keys.
    useLayoutEffect(() => {
      const given = handOver.current;
      handOver.current = null;
      const input = document.getElementById(id);
      if (stage !== 'loaded' || !given?.focused || !(input instanceof HTMLInputElement)) return;
      input.focus();
      if (given.text !== null) {
        const typed = given.text;
        queueMicrotask(() => typeInto(input, typed));
      }
      void handTo(input, given);
    }, [stage, id]);

    const loaded =
      Loaded && (stage === 'mounting' || stage === 'loaded') ? (
        <Loaded
          key="loaded"
          {...props}
          id={stage === 'loaded' ? id : `${id}-loading`}
          style={stage === 'loaded' ? props.style : [props.style, HIDDEN]}
        />
      ) : null;
    // One list throughout, so that the loaded picker stays the same element when the field at rest goes.
    return (
      <>
        {stage === 'loaded' ? null : (
          <AtRest
            key="rest"
            props={props}
            id={id}
            error={stage === 'failed' ? t('error.pickerLoad') : props.error}
            text={text}
            input={{
              onFocus: () => {
                used.current.focused = true;
                startLoading();
              },
              onBlur: () => {
                used.current = { ...UNUSED, keys: [] };
                setText(null);
              },
              onPointerDown: (event) => {
                if (props.disabled) return;
                // A mouse's press ends with its click, or with a release elsewhere (then no click follows);
                // a touch's with its click (the tap's mouse events come after the release), or a cancel.
                pressed.current = true;
                const end = (ended: globalThis.PointerEvent) => {
                  if (ended.type === 'pointerup' && ended.pointerType === 'touch') return;
                  window.removeEventListener('pointerup', end);
                  window.removeEventListener('pointercancel', end);
                  setTimeout(released, 0);
                };
                if (event.pointerType !== 'touch') window.addEventListener('pointerup', end);
                window.addEventListener('pointercancel', end);
                startLoading();
              },
              onClick: () => {
                used.current.clicked = true;
                released();
              },
              onKeyDown: (event) => {
                startLoading();
                if (!keys(props).includes(event.code)) return;
                event.preventDefault();
                used.current.keys.push({ key: event.key, code: event.code });
              },
              onChange: (event) => {
                const changed = event.currentTarget.value;
                used.current.text = changed;
                setText(changed);
              },
            }}
          />
        )}
        {loaded}
      </>
    );
  };
}

/** The chevron Mantine's Select and MultiSelect draw on the right, closed. */
export function chevron(error: ReactNode) {
  return <ComboboxChevron size="sm" error={error} />;
}

/** What a combobox's input says to assistive technology while its list is closed, as Mantine's Combobox says it. */
export const CLOSED_COMBOBOX = {
  role: 'combobox',
  'aria-haspopup': 'listbox',
  'aria-expanded': false,
  autoComplete: 'off',
} as const;

export function optionsOf(data: ComboboxData | undefined): ComboboxItem[] {
  const items: readonly unknown[] = data ?? [];
  return items.flatMap((item): ComboboxItem[] => {
    if (typeof item === 'string') return [{ value: item, label: item }];
    const entry = item as { value?: string; label?: string; items?: ComboboxData };
    if (entry.items) return optionsOf(entry.items);
    return entry.value === undefined ? [] : [{ value: entry.value, label: entry.label ?? entry.value }];
  });
}
