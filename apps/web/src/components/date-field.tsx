import { DateInput, type DateInputProps } from '@mantine/dates';
import { parseTypedDate } from '@mywru/shared';
import 'dayjs/locale/en-gb';

/** How dates are shown in date fields (spec section 9). */
export const DATE_FIELD_FORMAT = 'DD MMMM YYYY';

export type DateFieldProps = Omit<DateInputProps, 'valueFormat' | 'dateParser' | 'locale' | 'firstDayOfWeek'>;

/**
 * The one date field: shown as 'DD MMMM YYYY' in en-GB with weeks starting on Monday; typed dates
 * are read as day/month/year with '.', '/' or '-' between. Values are 'YYYY-MM-DD' strings.
 */
export function DateField(props: DateFieldProps) {
  return (
    <DateInput
      valueFormat={DATE_FIELD_FORMAT}
      dateParser={(text) => parseTypedDate(text)}
      locale="en-gb"
      firstDayOfWeek={1}
      defaultLevel="decade"
      {...props}
    />
  );
}
