/** Mantine's ScrollArea, which table-scroll-area.ts loads when a Table.ScrollContainer is first drawn. */
export { ScrollArea } from '@mantine/core';
