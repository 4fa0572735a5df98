import { Group, Skeleton, Stack } from '@mantine/core';
import classes from './PostCard.module.css';

/** The shape of a post card while its feed loads: same height, so nothing jumps. */
export function PostCardSkeleton() {
  return (
    <div className={classes.skeleton} aria-hidden="true" data-post-skeleton="">
      <Group gap="sm" mb="sm">
        <Skeleton circle height={40} />
        <Skeleton height={12} width="40%" radius="xl" />
      </Group>
      <Stack gap={6}>
        <Skeleton height={10} radius="xl" />
        <Skeleton height={10} width="70%" radius="xl" />
        <Skeleton height={220} radius="md" mt={6} />
      </Stack>
    </div>
  );
}
