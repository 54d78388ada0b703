import type { ReactNode } from 'react';
import { Text } from '../../components';

/** A label over its value, in a record's card. */
export function Field({ label, value }: { label: string; value: ReactNode }) {
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
