import { QueryClient } from '@tanstack/react-query';
import { createStore } from 'jotai';
import { isValidElement } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createRoutes } from './routes';

interface Parent {
  path: string;
  route: RouteObject;
}

/** Every route with a path and children, by its full path. */
function parentsOf(routes: RouteObject[], base = ''): Parent[] {
  return routes.flatMap((route) => {
    const path = route.path ? `${base}/${route.path}`.replace(/\/+/g, '/') : base;
    // A pathless layout (the pages' error boundary) stands at its parent's address: its own index
    // counts for the parent, so it is not a parent of its own.
    const own = route.children?.length && route.path ? [{ path, route }] : [];
    return [...own, ...parentsOf(route.children ?? [], path)];
  });
}

/** The index child of a route, looking through pathless layouts (they add no address). */
function indexOf(route: RouteObject): RouteObject | undefined {
  for (const child of route.children ?? []) {
    if (child.index) return child;
    const inner = child.path ? undefined : indexOf(child);
    if (inner) return inner;
  }
  return undefined;
}

/** What an index child shows: a page (element, Component or lazy page) or a redirect. */
function showsSomething(child: RouteObject): boolean {
  return Boolean(child.element ?? child.Component ?? child.lazy);
}

/**
 * Issue 26.3, no dead ends: a parent route whose children are the real pages (`/post`,
 * `/post/snapshot`, the tab container) rendered its empty outlet at its own address: a blank
 * screen. Each parent has an index child: a page, or a redirect to the page that stands for it.
 */
describe('the route table', () => {
  const routes = createRoutes({ queryClient: new QueryClient(), store: createStore() });
  const parents = parentsOf(routes);

  it('has parents to check (the walk reaches the nested tables)', () => {
    const paths = parents.map((p) => p.path);
    expect(paths).toEqual(
      expect.arrayContaining(['/', '/post', '/post/snapshot', '/column/columnTabbar']),
    );
  });

  it.each(parents.map((p) => [p.path, p] as const))(
    '%s shows a page or a redirect at its own address',
    (_path, { route }) => {
      const index = indexOf(route);
      expect(index, 'an index child').toBeDefined();
      expect(showsSomething(index!)).toBe(true);
    },
  );

  it('sends /post and /post/snapshot on to a page', () => {
    const redirectOf = (path: string) => {
      const parent = parents.find((p) => p.path === path);
      const element = parent && indexOf(parent.route)?.element;
      return isValidElement<{ to: string }>(element) && element.type === Navigate
        ? element.props.to
        : null;
    };
    expect(redirectOf('/post')).toMatch(/^\//);
    expect(redirectOf('/post/snapshot')).toMatch(/^\//);
  });
});
