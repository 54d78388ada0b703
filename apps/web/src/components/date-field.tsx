import { DateInput, type DateInputProps } from '@mantine/dates';
import { parseTypedDate } from '@mywru/shared';
import 'dayjs/locale/en-gb';
import 'dayjs/locale/cy';
import { useTranslation } from 'react-i18next';
import { dateLocaleOf } from '../lib/language';
import { DATE_FIELD_FORMAT } from './format-date';

export type DateFieldProps = Omit<DateInputProps, 'valueFormat' | 'dateParser' | 'locale' | 'firstDayOfWeek'>;

/**
 * The year and month pickers lay their buttons out in a table with no header cells: a grid of
 * buttons, not data. They are presented as layout so a screen reader does not announce a table whose
 * cells have no headers (WCAG 1.3.1); each button still says its year or month.
 */
const PICKER_ATTRIBUTES = {
  yearsList: { role: 'presentation' },
  monthsList: { role: 'presentation' },
} as const;

/**
 * The one date field: shown as 'DD MMMM YYYY' in en-GB (month names in Welsh when the page is) with weeks starting on Monday; typed dates
 * are read as day/month/year with '.', '/' or '-' between. Values are 'YYYY-MM-DD' strings.
 */
export function DateField(props: DateFieldProps) {
  const { i18n } = useTranslation();
  return (
    <DateInput
      valueFormat={DATE_FIELD_FORMAT}
      dateParser={(text) => parseTypedDate(text)}
      locale={dateLocaleOf(i18n.language)}
      firstDayOfWeek={1}
      defaultLevel="decade"
      attributes={PICKER_ATTRIBUTES}
      {...props}
    />
  );
}
