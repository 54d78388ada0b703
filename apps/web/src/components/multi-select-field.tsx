import { Pill, PillsInput, type MultiSelectProps } from '@mantine/core';
import { chevron, CLOSED_COMBOBOX, LIST_KEYS, loadedWhenUsed, optionsOf, type AtRestProps } from './loaded-when-used';

/**
 * Mantine's MultiSelect as it draws itself closed: the choices as pills, then the search input. The
 * input's handlers but its text's are given to the field around it, as a press anywhere on it (a pill,
 * the padding) is the picker's; the search input's focus and keys reach them as React's events bubble.
 */
export function MultiSelectAtRest({ props, id, error, text, input }: AtRestProps<MultiSelectProps>) {
  const { label, description, placeholder, withAsterisk, required, disabled, searchable, data, value = [] } = props;
  const options = optionsOf(data);
  const { onChange, ...use } = input;
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
      {...use}
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
          onChange={onChange}
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
