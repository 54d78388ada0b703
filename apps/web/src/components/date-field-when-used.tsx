import { InputBase } from '@mantine/core';
import { parseTypedDate } from '@mywru/shared';
import { useTranslation } from 'react-i18next';
import { dateLocaleOf } from '../lib/language';
import type { DateFieldProps } from './date-field';
import { formatDayInWords } from './format-date';
import { loadedWhenUsed, type AtRestProps } from './loaded-when-used';

/** A date field's bound as a day ('YYYY-MM-DD'), to compare with a typed day. */
function dayOf(bound: string | Date): string {
  return typeof bound === 'string' ? bound.slice(0, 10) : bound.toISOString().slice(0, 10);
}

/** The date field as it draws itself closed: the date in words ('DD MMMM YYYY', in the page's language). */
export function DateFieldAtRest({ props, id, error, text, input }: AtRestProps<DateFieldProps>) {
  const { i18n } = useTranslation();
  const { label, description, placeholder, withAsterisk, required, disabled, value, minDate, maxDate } = props;
  const shown = typeof value === 'string' ? formatDayInWords(value, dateLocaleOf(i18n.language)) : '';
  return (
    <InputBase
      id={id}
      label={label}
      description={description}
      error={error}
      withAsterisk={withAsterisk}
      required={required}
      disabled={disabled}
      __staticSelector="DateInput"
      data-dates-input
      autoComplete="off"
      placeholder={placeholder}
      value={text ?? shown}
      {...input}
      onChange={(event) => {
        input.onChange(event);
        // As the date field does on typing: a whole date within the range is the value at once.
        const date = parseTypedDate(event.currentTarget.value);
        if (date === null) return;
        if (minDate && date < dayOf(minDate)) return;
        if (maxDate && date > dayOf(maxDate)) return;
        props.onChange?.(date);
      }}
    />
  );
}

/** The date field (`date-field`), loaded the first time it is used (`loadedWhenUsed`); a disabled one never is. */
export const DateFieldWhenUsed = loadedWhenUsed<DateFieldProps>(
  () => import('./date-field').then(({ DateField }) => DateField),
  DateFieldAtRest,
);
