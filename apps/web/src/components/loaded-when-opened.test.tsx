import { Button, Modal } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy } from 'react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../test/render';
import { loadedWhenOpened } from './loaded-when-opened';

let loads = 0;

function AddressDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Update Address">
      <p>Current address</p>
    </Modal>
  );
}

const LazyAddressDialog = loadedWhenOpened(
  lazy(async () => {
    loads += 1;
    await Promise.resolve();
    return { default: AddressDialog };
  }),
);

function Page() {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button onClick={open}>Update address</Button>
      <LazyAddressDialog opened={opened} onClose={close} />
    </>
  );
}

describe('loadedWhenOpened', () => {
  it('loads the dialog when first opened, and gives focus back to the button that opened it on closing', async () => {
    const user = userEvent.setup();
    renderPage(<Page />);
    const button = screen.getByRole('button', { name: 'Update address' });
    expect(loads).toBe(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(button);
    expect(await screen.findByRole('dialog', { name: 'Update Address' })).toBeInTheDocument();
    expect(loads).toBe(1);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());

    await user.click(button);
    expect(await screen.findByRole('dialog', { name: 'Update Address' })).toBeInTheDocument();
    expect(loads).toBe(1);
  });
});
