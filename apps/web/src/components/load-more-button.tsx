import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';

export interface LoadMoreButtonProps {
  /** The paged list: whether another page may follow, whether it is coming, and how to ask for it. */
  pages: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
  label: ReactNode;
  /** When no page may follow: hide the button (the default) or keep it, disabled (as the spec's referee fixtures do). */
  whenDone?: 'hide' | 'disable';
  /** Disabled meanwhile (e.g. while the first page loads). */
  disabled?: boolean;
}

/** 'Load more' under a paged list, while another page may follow; busy while it comes. */
export function LoadMoreButton({ pages, label, whenDone = 'hide', disabled = false }: LoadMoreButtonProps) {
  if (!pages.hasNextPage && whenDone === 'hide') return null;
  return (
    <Group>
      <Button
        variant="outline"
        onClick={() => void pages.fetchNextPage()}
        loading={pages.isFetchingNextPage}
        disabled={disabled || !pages.hasNextPage}
      >
        {label}
      </Button>
    </Group>
  );
}
