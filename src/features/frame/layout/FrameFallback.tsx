import { Center, Loader } from '@mantine/core';
import { FrameColumn } from './FrameColumn';

/**
 * What shows while the first page's code loads (the router's HydrateFallback): the column and a
 * spinner, so the first paint is the app's frame rather than nothing.
 */
export function FrameFallback() {
  return (
    <FrameColumn>
      <Center flex={1}>
        <Loader aria-hidden="true" />
      </Center>
    </FrameColumn>
  );
}
