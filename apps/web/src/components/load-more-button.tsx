import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';

export interface LoadMoreButtonProps {
  /** The paged list: whether another page may follow, whether it is coming, and how to ask for it. */
  pages: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
  label: ReactNode;
}

/** 'Load more' under a paged list, while another page may follow; busy while it comes. */
export function LoadMoreButton({ pages, label }: LoadMoreButtonProps) {
  if (!pages.hasNextPage) return null;
  return (
    <Group>
      <Button variant="outline" onClick={() => void pages.fetchNextPage()} loading={pages.isFetchingNextPage}>
        {label}
      </Button>
    </Group>
  );
}
