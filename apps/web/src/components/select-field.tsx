import { ComboboxClearButton, InputBase, type ComboboxData, type SelectProps } from '@mantine/core';
import { chevron, CLOSED_COMBOBOX, LIST_KEYS, loadedWhenUsed, optionsOf, type AtRestProps } from './loaded-when-used';

function labelOf(data: ComboboxData | undefined, value: string | null | undefined): string {
  if (value === null || value === undefined) return '';
  return optionsOf(data).find((option) => option.value === value)?.label ?? '';
}

/** Mantine's searchable Select as it draws itself closed. */
export function SelectAtRest({ props, id, error, text, input }: AtRestProps<SelectProps>) {
  const { label, description, placeholder, withAsterisk, required, disabled, searchable, clearable, data, value } =
    props;
  const shown = labelOf(data, value);
  return (
    <InputBase
      id={id}
      label={label}
      description={description}
      error={error}
      placeholder={placeholder}
      withAsterisk={withAsterisk}
      required={required}
      disabled={disabled}
      __staticSelector="Select"
      __defaultRightSection={chevron(error)}
      __clearSection={
        <ComboboxClearButton
          {...props.clearButtonProps}
          onClear={() => {
            props.onChange?.(null, { value: '', label: '' });
          }}
        />
      }
      __clearable={Boolean(clearable && value != null && !disabled)}
      rightSectionPointerEvents="none"
      pointer={!searchable}
      readOnly={!searchable}
      {...CLOSED_COMBOBOX}
      value={text ?? shown}
      {...input}
    />
  );
}

/** Mantine's Select, loaded the first time it is used (`loadedWhenUsed`). */
export const SelectField = loadedWhenUsed<SelectProps>(
  () => import('./list-pickers').then(({ Select }) => Select),
  SelectAtRest,
  // Not searchable, it is a button to the picker: Enter and Space open it.
  { keys: ({ searchable }) => (searchable ? LIST_KEYS : [...LIST_KEYS, 'Space']) },
);
