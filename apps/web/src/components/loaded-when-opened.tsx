import { useMounted } from '@mantine/hooks';
import { Suspense, useState, type ComponentType } from 'react';
import { LoadingOverlay } from './loading-overlay';

interface OpenableProps {
  opened: boolean;
}

/**
 * A modal whose module loads the first time it is opened, not with its page (decision 035); the page's
 * loading overlay shows meanwhile. Once loaded it stays mounted like any modal. It mounts closed and
 * opens on the next render, so that the modal notes the element that opened it and gives focus back to
 * it on closing, and opens with its transition, as when it was loaded with the page.
 */
export function loadedWhenOpened<Props extends OpenableProps>(Loaded: ComponentType<Props>) {
  function OpenOnceMounted(props: Props) {
    const isMounted = useMounted();
    return <Loaded {...props} opened={props.opened && isMounted} />;
  }
  return function LoadedWhenOpened(props: Props) {
    const [hasOpened, setOpened] = useState(props.opened);
    if (props.opened && !hasOpened) setOpened(true);
    if (!hasOpened) return null;
    return (
      <Suspense fallback={props.opened ? <LoadingOverlay fullPage /> : null}>
        <OpenOnceMounted {...props} />
      </Suspense>
    );
  };
}
