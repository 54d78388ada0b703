import type { ReactNode } from 'react';
import { Text } from './text';

/** A small label over its value, as in the fields of a record's card. */
export function LabelledValue({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div>
      <Text size={4} fw={600} component="div">
        {label}
      </Text>
      <Text size={3} component="div">
        {value}
      </Text>
    </div>
  );
}
