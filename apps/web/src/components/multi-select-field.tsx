import { Pill, PillsInput, type MultiSelectProps } from '@mantine/core';
import { chevron, CLOSED_COMBOBOX, LIST_KEYS, loadedWhenUsed, optionsOf, type AtRestProps } from './loaded-when-used';

/** Mantine's MultiSelect as it draws itself closed: the choices as pills, then the search input. */
export function MultiSelectAtRest({ props, id, error, text, input }: AtRestProps<MultiSelectProps>) {
  const { label, description, placeholder, withAsterisk, required, disabled, searchable, data, value = [] } = props;
  const options = optionsOf(data);
  return (
    <PillsInput
      id={id}
      label={label}
      description={description}
      error={error}
      withAsterisk={withAsterisk}
      required={required}
      disabled={disabled}
      __staticSelector="MultiSelect"
      __defaultRightSection={chevron(error)}
      rightSectionPointerEvents="none"
      pointer={!searchable}
      onPointerDown={input.onPointerDown}
      onClick={input.onClick}
    >
      <Pill.Group disabled={disabled} className="mantine-MultiSelect-pillsList">
        {value.map((item, index) => (
          <Pill
            key={`${item}-${index}`}
            withRemoveButton
            disabled={disabled}
            className="mantine-MultiSelect-pill"
            onRemove={() => props.onChange?.(value.filter((other) => other !== item))}
          >
            {options.find((option) => option.value === item)?.label ?? item}
          </Pill>
        ))}
        <PillsInput.Field
          id={id}
          placeholder={placeholder}
          type={!searchable && !placeholder ? 'hidden' : 'visible'}
          disabled={disabled}
          readOnly={!searchable}
          pointer={!searchable}
          className="mantine-MultiSelect-inputField"
          {...CLOSED_COMBOBOX}
          value={text ?? ''}
          onChange={(event) => input.onChange(event.currentTarget.value)}
          onFocus={input.onFocus}
          onBlur={input.onBlur}
          onKeyDown={input.onKeyDown}
        />
      </Pill.Group>
    </PillsInput>
  );
}

/** Mantine's MultiSelect, loaded the first time it is used (`loadedWhenUsed`). */
export const MultiSelectField = loadedWhenUsed<MultiSelectProps>(
  () => import('./list-pickers').then(({ MultiSelect }) => MultiSelect),
  MultiSelectAtRest,
  { keys: () => LIST_KEYS },
);
