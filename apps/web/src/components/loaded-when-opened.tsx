import { useMounted } from '@mantine/hooks';
import { Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { LoadingOverlay } from './loading-overlay';

interface OpenableProps {
  opened: boolean;
}

export interface LoadedWhenOpenedOptions {
  /**
   * What shows while the module loads on the first opening: the page's loading overlay unless told
   * (a menu, whose button is already drawn, shows nothing more).
   */
  fallback?: ReactNode;
}

/**
 * A modal or menu whose module loads the first time it is opened, not with its page (decision 035); the
 * page's loading overlay shows meanwhile. Once loaded it stays mounted like any modal. It mounts closed
 * and opens on the next render, so that the modal notes the element that opened it and gives focus back
 * to it on closing, and opens with its transition, as when it was loaded with the page.
 */
export function loadedWhenOpened<Props extends OpenableProps>(
  Loaded: ComponentType<Props>,
  { fallback = <LoadingOverlay fullPage /> }: LoadedWhenOpenedOptions = {},
) {
  function OpenOnceMounted(props: Props) {
    const isMounted = useMounted();
    return <Loaded {...props} opened={props.opened && isMounted} />;
  }
  return function LoadedWhenOpened(props: Props) {
    const [hasOpened, setOpened] = useState(props.opened);
    if (props.opened && !hasOpened) setOpened(true);
    if (!hasOpened) return null;
    return (
      <Suspense fallback={props.opened ? fallback : null}>
        <OpenOnceMounted {...props} />
      </Suspense>
    );
  };
}
