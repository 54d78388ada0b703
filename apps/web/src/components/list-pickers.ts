/**
 * Mantine's list pickers, the module `loaded-when-used` loads on a picker field's first use: a module of
 * its own, because a dynamic import of `@mantine/core` itself would keep the whole library.
 */
export { MultiSelect, Select } from '@mantine/core';
