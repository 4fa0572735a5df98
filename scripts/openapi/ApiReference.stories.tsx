import { useEffect, useRef } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { mountReference } from './reference';

/**
 * The contract as the backend team reads it: Redoc on the generated document, which Storybook
 * serves from public/ at api/openapi.json (relative: a static Storybook may live under a path).
 */
function ApiReference() {
  const element = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (element.current) void mountReference(element.current, 'api/openapi.json');
  }, []);
  // Redoc's middle column is transparent: the app's dark page behind it would darken its text.
  return <div ref={element} style={{ background: '#fff', color: '#333', minHeight: '100vh' }} />;
}

const meta = {
  title: 'API/Reference',
  component: ApiReference,
  // A third-party page, not one of the app's states: no story test, axe run or picture.
  tags: ['!test'],
  parameters: { chromatic: { disableSnapshot: true } },
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta<typeof ApiReference>;
export default meta;

export const Reference: StoryObj<typeof meta> = {};
